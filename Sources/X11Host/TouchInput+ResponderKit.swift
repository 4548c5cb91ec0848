import ResponderKit

extension TouchInput.Phase {
    /// The same phase as ResponderKit's `Touch` names it.
    public var touchPhase: Touch.Phase {
        switch self {
        case .began: return .began
        case .moved: return .moved
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }
}
