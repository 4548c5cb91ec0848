import ResponderKit

/// The Chinese wording of the core's hit-test reasons (`HitTestTrace.Reason`),
/// the counterpart of their English descriptions, which ResponderKit gives
/// itself: ``Strings/reason(_:)`` reads one or the other.
///
/// ```swift
/// ChineseReasons.wording(of: .coveredBy(c)) // "被 C 遮挡"
/// ```
enum ChineseReasons {
    @MainActor
    static func wording(of reason: HitTestTrace.Reason) -> String {
        switch reason {
        case .hit: "命中视图"
        case .containsHit(let enlarged): enlarged ? "包含命中视图（热区已扩大）" : "包含命中视图"
        case .hidden: "已隐藏"
        case .interactionDisabled: "交互已关闭"
        case .transparent(let alpha):
            // The verdict first, so that a label cut at its width keeps it; half-width brackets, as
            // full-width ones are as wide as a character each. Without a stored spelling, 透明度 (the
            // usual Chinese for alpha) makes the label Chinese at the width of "alpha".
            alpha.stored.map { "alpha < 0.01 (\(alpha.asSet) 存为 \($0))" } ?? "透明度 \(alpha.asSet) < 0.01"
        case .disabledControl: "控件已禁用"
        case .outsideBounds: "触摸点在 bounds 之外"
        case .rejectedByOverride(let method): method == .pointInside ? "重写的 point(inside:) → false" : "重写的 hitTest → nil"
        case .coveredBy(let front): "被 \(front.debugName) 遮挡"
        case .ancestorRejected(let ancestor, let because):
            switch because {
            case .hidden?: "\(ancestor.debugName) 已隐藏"
            case .interactionDisabled?: "\(ancestor.debugName) 的交互已关闭"
            case .transparent?: "\(ancestor.debugName) 的 alpha < 0.01"
            case .disabledControl?: "\(ancestor.debugName) 已禁用"
            case .outsideBounds?: "超出 \(ancestor.debugName) 的 bounds"
            case .rejectedByOverride(let method)?:
                method == .pointInside ? "\(ancestor.debugName) 的 point(inside:) → false" : "\(ancestor.debugName) 的 hitTest → nil"
            default: "\(ancestor.debugName) 的 hitTest 没有问到它"
            }
        }
    }
}
