/// The bar at the top of a navigation controller, UIKit's `UINavigationBar`:
/// a view, whose subviews are its title and buttons.
///
/// ```swift
/// let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 390, height: 44))
/// bar.addSubview(backButton)
/// ```
@MainActor
open class NavigationBar: View {}
