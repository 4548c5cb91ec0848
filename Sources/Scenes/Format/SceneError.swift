/// Why a scene file cannot be used, with where: the file, the line and column,
/// and the JSON path of the value at fault.
///
/// ```
/// my-scene.json:12:17: root.view.subviews[2].frame: expected 4 numbers, got 3
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file as it was named to the loader.
    public let file: String
    /// 1-based; nil when the error is about the file as a whole (missing, too large).
    public let line: Int?
    public let column: Int?
    /// The JSON path of the value at fault (`root.view.subviews[2].frame`); empty for syntax errors.
    public let path: String
    public let message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    public var description: String {
        var text = file
        if let line, let column { text += ":\(line):\(column)" }
        text += ": "
        if !path.isEmpty { text += "\(path): " }
        return text + message
    }
}

/// The documented limits of a scene file (docs/scene-format.md).
public enum SceneLimits {
    /// Larger files are refused before they are read.
    public static let maximumFileSize = 1_048_576
    /// Views nested deeper than this (the root view is depth 1) are refused.
    public static let maximumViewDepth = 32
    /// More views than this in one scene are refused.
    public static let maximumViewCount = 10_000
}
