import Scenes

/// The lab's scene, `Scenes.Scene`, by its short name in the lab, which imports
/// ResponderKit's `Scene` (UIKit's `UIScene`) too: a module's own declaration
/// is found before an imported one of the same name.
public typealias Scene = Scenes.Scene
