import HostInput

@testable import LabKit

/// A ``TouchTranslator`` fed as the window feeds it: each input stamped on a ``LabClock`` first.
@dynamicMemberLookup
struct StampedTranslator {
    var translator: TouchTranslator
    var clock = LabClock()

    init(mirrorCenter: (x: Double, y: Double)? = nil) {
        translator = TouchTranslator(mirrorCenter: mirrorCenter)
    }

    mutating func translate(_ input: HostInput) -> [TouchInput] {
        translator.translate(input, at: clock.time(of: input, arrivingAt: 0))
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<TouchTranslator, Value>) -> Value {
        get { translator[keyPath: path] }
        set { translator[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: KeyPath<TouchTranslator, Value>) -> Value {
        translator[keyPath: path]
    }
}
