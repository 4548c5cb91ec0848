// Swift Testing declares a cross-import overlay for UIKit (the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`): a file
// that imports both Testing and a module called UIKit makes the compiler
// import this one, and fails when it cannot be found. Linux toolchains ship
// the declaration without the module; this empty one, built with the UIKit
// target, lets tests of UIKit code (ours and users' own) import both.
