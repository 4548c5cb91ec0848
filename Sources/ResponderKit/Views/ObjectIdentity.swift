/// What UIKit's classes have from `NSObject` and iOS code leans on: equality
/// as identity (`hitView == self`), hashing (views as dictionary keys), and
/// the class tests `isKind(of:)` and `isMember(of:)` (``ClassMembership``).
///
/// ```swift
/// let hit = super.hitTest(point, with: event)
/// return hit == self ? nil : hit                  // a pass-through view
/// if hit?.isKind(of: Button.self) == true { … }   // Button or a subclass
/// ```
extension Responder: Hashable, ClassMembership {
    public nonisolated static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension GestureRecognizer: Hashable, ClassMembership {
    public nonisolated static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `NSObject`'s class tests, for responders and gesture recognizers: there is
/// no Objective-C runtime to ask, so the class's superclasses are walked in
/// Swift's own metadata.
///
/// ```swift
/// recognizer.isKind(of: PanGestureRecognizer.self)   // a pan, or a subclass of one
/// view.isMember(of: View.self)                       // a plain view, no subclass
/// ```
public protocol ClassMembership: AnyObject {}

extension ClassMembership {
    /// Whether this object is an instance of `aClass` or of one of its subclasses.
    public func isKind(of aClass: AnyClass) -> Bool {
        let wanted = ObjectIdentifier(aClass)
        var current: AnyClass? = type(of: self)
        while let cls = current {
            if ObjectIdentifier(cls) == wanted { return true }
            current = _getSuperclass(cls)
        }
        return false
    }

    /// Whether this object is an instance of `aClass` itself, not of a subclass.
    public func isMember(of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass)
    }
}
