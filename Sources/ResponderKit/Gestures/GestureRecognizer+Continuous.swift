/// The state changes every continuous gesture makes the same way (behaviour 6):
/// a recognizer decides *when* it begins and ends, these say what that means
/// from each state.
extension GestureRecognizer {
    /// A move of the gesture's touches: `possible` → `began` when `begins`,
    /// `began` or `changed` → `changed`; a finished gesture stays as it is.
    func continueGesture(beginning begins: Bool) {
        switch state {
        case .possible: if begins { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The gesture is over: one that never began fails, one under way becomes
    /// `outcome` (`ended` or `cancelled`); a finished gesture stays as it is.
    func finishGesture(_ outcome: State) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = outcome
        default: break
        }
    }
}
