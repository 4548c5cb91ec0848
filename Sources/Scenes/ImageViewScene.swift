import ResponderKit

/// Seed 002: an image view's interaction is off by default, so the button
/// inside it cannot be touched until the image view's interaction is turned on.
enum ImageViewScene {
    @MainActor
    static func make() -> Scene {
        let photo = ImageView(frame: Rect(x: 170, y: 110, width: 420, height: 280))
        photo.styled("Photo (ImageView)", Palette.teal, radius: 16)
        photo.imageName = "mountains"
        let play = Button(frame: Rect(x: 150, y: 100, width: 120, height: 80))
        play.styled("Play", Palette.card, radius: 40)
        play.title = "▶ Play"
        photo.addSubview(play)

        let root = PolicyViewController(name: "PlayerController", policy: .silent) {
            let screen = PolicyView(frame: Rect(origin: .zero, size: Scene.size), policy: .handles)
                .styled("Screen", Palette.canvas, radius: 0)
            screen.borderWidth = 0
            screen.addSubview(photo)
            screen.addSubview(Label.text(
                "ImageView.isUserInteractionEnabled is false by default, so its subviews are out of reach.",
                Rect(x: 40, y: 420, width: 680, height: 22), align: .center))
            return screen
        }
        return Scene(
            name: "image-view", title: "A button inside an image view",
            caption: "Image views (and labels) ignore touches by default: the button inside is never asked.",
            root: root, fixDescription: "turn the image view's interaction on",
            tourTaps: [Point(x: 380, y: 250)],
            applyFix: { photo.isUserInteractionEnabled = $0 })
    }
}
