import ResponderKit

/// Makes the lab's view of each dumped view, in the dump's order: an instance
/// of the user's class when the line names one the code defines (`--code`),
/// else of the public UIKit class the line stands for (behaviour 12.3).
///
/// A view's own initializer may make subviews: a table cell its content view,
/// a user's tab bar its middle button. The dump prints them too, as lines under
/// the view; each such line takes the view the initializer made (the first of
/// its class not taken yet) instead of a second one, so that the cell's
/// `contentView` and the user's `middleButton` are the views the dump placed.
/// What a UIKit class's initializer made and the dump does not print goes; what
/// the user's code made stays, as its code made it.
@MainActor
struct DumpViewBuilder {
    let classes: UserViewClasses?
    /// For each view with subviews an initializer made, those no line has taken yet.
    private var unclaimed: [ObjectIdentifier: [View]] = [:]

    init(classes: UserViewClasses?) {
        self.classes = classes
    }

    /// The user's class `dumped` names, when the code defines it; UIKit's classes never are.
    func userClassName(of dumped: DumpView) -> String? {
        guard let classes, !dumped.isUIKitClass else { return nil }
        return classes.resolve(dumped.displayClassName)
    }

    /// An instance of the user's class `dumped` names; nil when it names none, or its initializer gave nil.
    func makeUserView(_ dumped: DumpView) -> View? {
        guard let name = userClassName(of: dumped) else { return nil }
        return classes?.make(name, frame: dumped.frame)
    }

    /// The view for `dumped` under `parent`: one the parent's initializer made
    /// that the line describes, or a new one of the line's class.
    mutating func view(for dumped: DumpView, under parent: View?) -> View {
        if let parent, let made = claim(dumped, under: parent) { return made }
        return makeUserView(dumped) ?? DumpClassName.publicClass(of: dumped).make(frame: dumped.frame)
    }

    /// Notes the subviews `view`'s initializer made, for the lines under it to take.
    mutating func noteSubviews(of view: View) {
        if !view.subviews.isEmpty { unclaimed[ObjectIdentifier(view)] = view.subviews }
    }

    /// Takes the first view the parent's initializer made that is what `dumped` describes.
    private mutating func claim(_ dumped: DumpView, under parent: View) -> View? {
        let key = ObjectIdentifier(parent)
        guard let candidates = unclaimed[key] else { return nil }
        let userName = userClassName(of: dumped)
        let publicClass = DumpClassName.publicClass(of: dumped)
        guard
            let index = candidates.firstIndex(where: { candidate in
                if let userName { return classes?.userClass(of: candidate)?.name == userName }
                guard classes?.userClass(of: candidate) == nil, type(of: candidate) == publicClass.viewType else {
                    return false
                }
                // A table cell's content view is the line that says so, not the background view before it.
                if let cell = parent as? TableViewCell, candidate === cell.contentView {
                    return DumpClassName.bare(dumped.className).hasSuffix("ContentView")
                }
                return true
            })
        else { return nil }
        var rest = candidates
        let claimed = rest.remove(at: index)
        unclaimed[key] = rest.isEmpty ? nil : rest
        return claimed
    }

    /// Once every line is read: the views UIKit's initializers made that no line
    /// took go (the dump shows the hierarchy as it is); those of the user's code stay.
    mutating func removeUnclaimed() {
        for candidates in unclaimed.values {
            for view in candidates {
                guard let superview = view.superview, classes?.userClass(of: superview) == nil else { continue }
                view.removeFromSuperview()
            }
        }
        unclaimed = [:]
    }
}
