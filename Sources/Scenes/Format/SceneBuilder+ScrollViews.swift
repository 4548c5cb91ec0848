import ResponderKit

/// The keys of `scrollView` views (behaviour 10).
extension SceneBuilder {
    static let scrollViewKeys = [
        "contentSize", "contentOffset", "contentInset", "scrollEnabled", "delaysContentTouches",
        "canCancelContentTouches", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "decelerationRate",
        "behavior",
    ]

    /// The scroll view's flags, by key, as the file and the fix set them.
    static let scrollViewFlags: [(key: String, flag: ReferenceWritableKeyPath<ScrollView, Bool>)] = [
        ("scrollEnabled", \.isScrollEnabled), ("delaysContentTouches", \.delaysContentTouches),
        ("canCancelContentTouches", \.canCancelContentTouches), ("bounces", \.bounces),
        ("alwaysBounceVertical", \.alwaysBounceVertical), ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
    ]

    func applyScrollViewKeys(_ object: SceneObject, to scrollView: ScrollView) throws {
        if let size = object["contentSize"] {
            let n = try size.numbers(2)
            guard n[0] >= 0, n[1] >= 0 else {
                throw size.error(
                    "expected a width and height that are not negative, got \(format(n[0])) × \(format(n[1]))")
            }
            scrollView.contentSize = Size(width: n[0], height: n[1])
        }
        if let inset = object["contentInset"] { scrollView.contentInset = try Self.insets(inset) }
        if let offset = try object["contentOffset"]?.numbers(2) {
            scrollView.contentOffset = Point(x: offset[0], y: offset[1])
        }
        for (key, flag) in Self.scrollViewFlags {
            if let value = object[key] { scrollView[keyPath: flag] = try value.bool() }
        }
        if let rate = object["decelerationRate"] { scrollView.decelerationRate = try Self.decelerationRate(rate) }
    }

    /// `"normal"`, `"fast"`, or a number between 0 and 1 (exclusive): the speed kept per millisecond.
    static func decelerationRate(_ field: SceneField) throws -> ScrollView.DecelerationRate {
        if case .string = field.node.value {
            return try field.choice(["normal", "fast"]) == "fast" ? .fast : .normal
        }
        let rate = try field.number(in: 0...1)
        guard rate > 0, rate < 1 else {
            throw field.error("expected a rate between 0 and 1, both excluded, got \(format(rate))")
        }
        return ScrollView.DecelerationRate(rawValue: rate)
    }
}
