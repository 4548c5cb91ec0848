/// The Chinese names a scene file gives its views, controllers and gesture
/// recognizers (a `name` written `{"en": "Card tap", "zh": "卡片的点击手势"}`),
/// by the name each stands for. The English name stays the identifier that
/// fixes, targets, edits and `--select` refer to; the lab shows the Chinese
/// in its place under `--lang zh`.
///
/// ```swift
/// let names = try SceneCatalog.load("gestures").chineseNames
/// names.views["Card with a tap"]   // "带点击手势的卡片"
/// names.recognizers["Card tap"]    // "卡片的点击手势"
/// ```
public struct ChineseNames: Sendable, Equatable {
    public var views: [String: String] = [:]
    public var controllers: [String: String] = [:]
    public var recognizers: [String: String] = [:]

    public init() {}

    public var isEmpty: Bool { views.isEmpty && controllers.isEmpty && recognizers.isEmpty }

    /// These names and `newer`'s, `newer`'s where both name the same.
    public func merging(_ newer: ChineseNames) -> ChineseNames {
        var merged = self
        merged.views.merge(newer.views) { $1 }
        merged.controllers.merge(newer.controllers) { $1 }
        merged.recognizers.merge(newer.recognizers) { $1 }
        return merged
    }
}
