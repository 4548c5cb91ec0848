import ArgumentParser
import Foundation
import Rendering
import ResponderKit

/// `X,Y` on the command line.
struct PointArgument: ExpressibleByArgument {
    let point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        point = Point(x: x, y: y)
    }
}

/// `--lang en` or `--lang zh`: the language of the overlay, the panel and the key line.
extension Language: ExpressibleByArgument {
    /// The help of `--lang`, the same on `run`, `render` and `tour`.
    static let help: ArgumentHelp = "The language of the overlay, the panel and the key line: en or zh (needs a CJK font)."
}

/// `NAME=VALUE` on the command line: a view's name and an alpha for it.
struct AlphaArgument: ExpressibleByArgument {
    let viewName: String
    let alpha: Double

    init?(argument: String) {
        guard let equals = argument.lastIndex(of: "="),
              let alpha = Double(argument[argument.index(after: equals)...]), alpha.isFinite else { return nil }
        viewName = String(argument[..<equals])
        self.alpha = alpha
    }
}
