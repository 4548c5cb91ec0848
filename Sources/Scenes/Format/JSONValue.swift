/// A parsed JSON value that remembers where it stood in its file, so that a
/// scene error can point at the line and column of the value it is about.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        /// `NaN` and `Infinity` are read too, so the scene loader can reject them by path.
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order; keys are unique (the parser refuses duplicates).
        case object([Member])
    }

    /// A key and its value; the key's place, for errors about the key itself.
    struct Member: Sendable {
        let key: String
        let line: Int
        let column: Int
        let node: JSONNode
    }

    let value: Value
    /// 1-based line and column (in characters) of the value's first character.
    let line: Int
    let column: Int

    /// What the value is, in words, for "expected …, got …" messages.
    var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n.isNaN ? "NaN" : n.isInfinite ? (n < 0 ? "-Infinity" : "Infinity") : "a number"
        case .string: "a string"
        case .array(let items): "an array of \(items.count)"
        case .object: "an object"
        }
    }
}
