// The child the fault tests start (UserCodeTests): it loads a compiled user
// library, makes a view of a class by name and hit-tests it at a point,
// printing the class of what it got, so that the parent sees user code trap,
// crash or hang in a process of its own, as the lab runs it. The time the
// parent allows runs from the view's making: starting and loading the library
// are not the user's code.
//
//   UserCodeRunner <library> <module> <class> <width> <height> <x> <y>

import Foundation
import ResponderKit
import UserCode

@MainActor
func hitTest(_ arguments: [String]) throws -> String {
    let numbers = arguments.dropFirst(3).compactMap(Double.init)
    guard arguments.count == 7, numbers.count == 4 else {
        return "usage: UserCodeRunner <library> <module> <class> <width> <height> <x> <y>"
    }
    let registry = try UserCodeLibrary.register(libraryPath: arguments[0], moduleName: arguments[1])
    UserCodeChild.startWatchdog()
    guard
        let view = registry.makeView(
            named: arguments[2], frame: Rect(x: 0, y: 0, width: numbers[0], height: numbers[1]))
    else {
        return "no class \(arguments[2])"
    }
    let hit = view.hitTest(Point(x: numbers[2], y: numbers[3]), with: nil)
    return hit.map { String(describing: type(of: $0)) } ?? "nil"
}

do {
    print(try MainActor.assumeIsolated { try hitTest(Array(CommandLine.arguments.dropFirst())) })
} catch {
    print("error: \(error)")
    exit(1)
}
