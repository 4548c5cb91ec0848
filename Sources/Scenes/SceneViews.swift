import ResponderKit

/// What a scene's responder does with the touches it receives.
public enum TouchPolicy: String, Sendable {
    /// Overrides `touches…` and does not call super: the touch stops here.
    case handles
    /// Overrides `touches…`, does its work, then calls super.
    case forwardsWithSuper
    /// Does not override anything: UIKit's default forwards to `next`.
    case silent
}

/// A view whose touch handling follows a ``TouchPolicy``.
@MainActor
public class PolicyView: View {
    public var policy: TouchPolicy = .silent
    /// How many touch phases reached this view and were handled or forwarded with super.
    public internal(set) var received = 0

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if respond() { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if respond() { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if respond() { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if respond() { super.touchesCancelled(touches, with: event) }
    }

    /// Does the policy's work; returns whether to call super.
    private func respond() -> Bool {
        if policy != .silent { received += 1 }
        return policy != .handles
    }
}

/// The application delegate of a scene: the last responder of the chain.
@MainActor
public final class PolicyAppDelegate: Responder, ApplicationDelegate {
    public var policy: TouchPolicy = .silent

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if policy != .handles { super.touchesCancelled(touches, with: event) }
    }

    public override var debugName: String { "AppDelegate" }
}

/// A view whose `hitTest` override can refuse every point, as seed 000's sixth reason.
@MainActor
public final class RefusingHitTestView: PolicyView {
    public var refuses = true

    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        refuses ? nil : super.hitTest(point, with: event)
    }
}

/// A view whose `point(inside:)` override can refuse every point, as seed 000's seventh reason.
@MainActor
public final class RefusingPointInsideView: PolicyView {
    public var refuses = true

    public override func point(inside point: Point, with event: Event?) -> Bool {
        refuses ? false : super.point(inside: point, with: event)
    }
}

/// A button whose touchable area is grown by `hitInsets` (negative insets grow it):
/// the right way to enlarge a hot area, with `point(inside:)` (seed 003).
@MainActor
public final class EnlargedHitButton: Button {
    public var hitInsets = EdgeInsets.zero

    /// The touchable area, in the button's coordinates.
    public var hitArea: Rect { bounds.inset(by: hitInsets) }

    public override func point(inside point: Point, with event: ResponderKit.Event?) -> Bool {
        hitArea.contains(point)
    }
}

/// A tab bar whose `hitTest` can reach a centre button that sticks out above it.
@MainActor
public final class BulgingTabBar: PolicyView {
    public var reachesOverflow = false
    public weak var overflowingButton: View?

    public override func hitTest(_ point: Point, with event: Event?) -> View? {
        // Only where the bar itself would say no: inside it, the default finds the button anyway.
        if reachesOverflow, !bounds.contains(point), let button = overflowingButton, button.superview === self {
            let p = button.convert(point, from: self)
            if let hit = button.hitTest(p, with: event) { return hit }
        }
        return super.hitTest(point, with: event)
    }
}
