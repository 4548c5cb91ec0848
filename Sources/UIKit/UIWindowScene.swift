// UIKit's scenes (iOS 13 and later): every window belongs to a `UIWindowScene`,
// its next responder, whose own is the application — `window.windowScene`,
// `UIApplication.connectedScenes`, `scene as? UIWindowScene` mean what they
// mean on iOS.

import ResponderKit

public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
