/// A reference that does not keep its object alive.
struct WeakRef<T: AnyObject> {
    weak var value: T?
    init(_ value: T?) { self.value = value }
}
