import X11Host
@testable import LabKit

/// A ``TouchTranslator`` fed as the window feeds it: each event stamped on a ``LabClock`` first.
@dynamicMemberLookup
struct StampedTranslator {
    var translator: TouchTranslator
    var clock = LabClock()

    init(mirrorCenter: (x: Double, y: Double)? = nil) {
        translator = TouchTranslator(mirrorCenter: mirrorCenter)
    }

    mutating func translate(_ event: HostEvent) -> [TouchInput] {
        translator.translate(event, at: clock.time(of: event, arrivingAt: 0))
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<TouchTranslator, Value>) -> Value {
        get { translator[keyPath: path] }
        set { translator[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: KeyPath<TouchTranslator, Value>) -> Value {
        translator[keyPath: path]
    }
}
