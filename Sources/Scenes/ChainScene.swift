import ResponderKit

/// A view-controller hierarchy whose responders handle, forward with super,
/// or stay silent, with the application delegate at the end of the chain.
enum ChainScene {
    @MainActor
    static func make() -> Scene {
        let delegate = PolicyAppDelegate()
        let card = PolicyView(frame: Rect(x: 180, y: 150, width: 400, height: 300), policy: .forwardsWithSuper)
            .styled("Card", Palette.card, radius: 16)
        let avatar = ImageView(frame: Rect(x: 20, y: 20, width: 64, height: 64))
        avatar.styled("Avatar (ImageView)", Palette.teal, radius: 32)
        avatar.imageName = "person"
        card.addSubview(avatar)
        card.addSubview(Label.text("Card: forwards with super", Rect(x: 100, y: 30, width: 280, height: 20), size: 14, bold: true))
        card.addSubview(Label.text("CardController handles what reaches it", Rect(x: 100, y: 54, width: 280, height: 18), size: 12, color: Palette.muted))
        let body = View(frame: Rect(x: 20, y: 104, width: 360, height: 110)).styled("Body (silent)", Palette.lighter(Palette.lilac, 0.5))
        card.addSubview(body)
        let like = Button(frame: Rect(x: 20, y: 232, width: 120, height: 48))
        like.styled("Like", Palette.red, radius: 24)
        like.title = "♥ Like"
        card.addSubview(like)
        let cardController = PolicyViewController(name: "CardController", policy: .handles) { card }
        // Loading the controller's view makes it the card's next responder (SPEC 2.2).
        cardController.loadViewIfNeeded()

        let banner = PolicyView(frame: Rect(x: 180, y: 40, width: 400, height: 70), policy: .forwardsWithSuper)
            .styled("Banner (forwards)", Palette.sand, radius: 12)
        banner.addSubview(Label.text("Nobody up the chain handles a touch here: discarded.",
                                     Rect(x: 14, y: 24, width: 372, height: 20), size: 12, align: .center))

        let feedController = PolicyViewController(name: "FeedController", policy: .silent) {
            View.screen([banner, card], named: "Feed")
        }
        feedController.addChild(cardController)
        return Scene(
            name: "chain", title: "The responder chain",
            caption: "Unhandled touches go view → controller → superview … → window → application → delegate, then are discarded.",
            root: feedController, delegate: delegate, fixDescription: "make AppDelegate handle touches",
            tourTaps: [Point(x: 380, y: 90)],
            applyFix: { delegate.policy = $0 ? .handles : .silent })
    }
}
