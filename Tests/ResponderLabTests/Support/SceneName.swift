import Scenes

/// The lab's scene by its short name here, where ResponderKit's `Scene`
/// (UIKit's `UIScene`) is imported too: a module's own declaration is found
/// before an imported one.
typealias Scene = Scenes.Scene
