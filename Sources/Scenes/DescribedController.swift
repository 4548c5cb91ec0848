/// A view controller that owns a described view, and what it does with touches.
public struct DescribedController: Sendable, Equatable {
    public let name: String
    public let touches: ResponderBehavior.Touches
    /// What `_printHierarchy` said of a dump's controller (state, presentation); nil for a scene's own.
    public let dumped: DumpController?
}
