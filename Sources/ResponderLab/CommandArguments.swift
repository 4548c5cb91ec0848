import ArgumentParser
import Foundation
import LabKit
import Rendering
import ResponderKit

/// `X,Y` on the command line: two finite numbers.
struct PointArgument {
    let point: Point

    /// The `transform` of every point option: a message that says what a point looks like.
    static func parse(_ argument: String) throws -> PointArgument {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw ValidationError("expected X,Y: two finite numbers in the scene's window, such as 300,255")
        }
        return PointArgument(point: Point(x: x, y: y))
    }
}

/// `--lang en` or `--lang zh`: the language of the overlay, the panel, the key line and the scene's texts.
extension Language: ExpressibleByArgument {
    /// The help of `--lang`, the same on `run`, `render` and `tour`.
    static let help: ArgumentHelp =
        "The language of the overlay, the panel, the key line and the scene's texts: en or zh (needs a CJK font)."
}

/// `NAME=VALUE` on the command line: a view's name and an alpha for it, 0 to 1.
struct AlphaArgument {
    let viewName: String
    let alpha: Double

    /// The `transform` of `--alpha`: the value must be a number from 0 to 1, as a view's alpha is.
    static func parse(_ argument: String) throws -> AlphaArgument {
        guard let equals = argument.lastIndex(of: "="), equals != argument.startIndex else {
            throw ValidationError(
                "expected NAME=VALUE, a view's name and an alpha from 0 to 1, such as \"Faint target=0.05\"")
        }
        let value = argument[argument.index(after: equals)...]
        guard let alpha = Double(value), alpha.isFinite, (0...1).contains(alpha) else {
            throw ValidationError("the alpha must be a number from 0 to 1, not \"\(value)\"")
        }
        return AlphaArgument(viewName: String(argument[..<equals]), alpha: alpha)
    }
}

/// `--scale N` of `render` and `tour`: the pixels per point of a PNG; of `run`, of the window (2 for a high-DPI screen).
struct ScaleOption: ParsableArguments {
    static let allowed = 1...4

    @Option(help: "Pixels per point, \(allowed.lowerBound) to \(allowed.upperBound).")
    var scale: Int = 1

    func validate() throws {
        guard Self.allowed.contains(scale) else {
            throw ValidationError(
                "--scale must be \(Self.allowed.lowerBound) to \(Self.allowed.upperBound), not \(scale)")
        }
    }
}

/// `WxH` on the command line: a window size in points, at least ``LabLayout/minimumSize``.
struct SizeArgument {
    let size: Size

    /// The `transform` of `--window-size`.
    static func parse(_ argument: String) throws -> SizeArgument {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
        let minimum = LabLayout.minimumSize
        guard parts.count == 2, let width = parts[0], let height = parts[1], width.isFinite, height.isFinite,
            width >= minimum.width, height >= minimum.height, width <= 8000, height <= 8000
        else {
            throw ValidationError(
                "expected WxH, a window size in points from \(Int(minimum.width))x\(Int(minimum.height)) to 8000x8000, such as 800x500"
            )
        }
        return SizeArgument(size: Size(width: width, height: height))
    }
}
