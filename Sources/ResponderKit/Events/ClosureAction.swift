import Foundation

/// An action that runs a closure, UIKit's `UIAction`: added to a control for
/// its events with ``Control/addAction(_:for:)``, or given as a control's
/// primary action.
///
/// Target-action names its message with an ``Action`` (UIKit's `Selector`);
/// this is the other kind, which carries its own code.
///
/// ```swift
/// let like = ClosureAction(title: "Like") { action in
///     (action.sender as? Button)?.isSelected.toggle()
/// }
/// heartButton.addAction(like, for: .touchUpInside)
/// ```
@MainActor
public final class ClosureAction {
    /// Names an action, UIKit's `UIAction.Identifier`: adding an action with
    /// the identifier of one the control has replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public var title: String
    public var image: Image?
    public let identifier: Identifier
    /// The control that sent the action while its handler runs, and after.
    public internal(set) var sender: Any?
    let handler: (ClosureAction) -> Void

    /// An action running `handler`; without an identifier it gets a unique one.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil,
        handler: @escaping (ClosureAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
