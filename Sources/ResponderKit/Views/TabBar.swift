/// The bar of tabs at the bottom of a tab bar controller, UIKit's `UITabBar`:
/// a view, whose subviews are its buttons. Subclasses often reach outside
/// it, a raised middle button:
///
/// ```swift
/// final class BulgeTabBar: TabBar {
///     let middle = Button(frame: Rect(x: 165, y: -20, width: 60, height: 60))
///     override func hitTest(_ point: Point, with event: Event?) -> View? {
///         let p = middle.convert(point, from: self)
///         return middle.point(inside: p, with: event) ? middle : super.hitTest(point, with: event)
///     }
/// }
/// ```
@MainActor
open class TabBar: View {}
