/// A JSON value of a scene file at its path, with typed reads that fail with
/// a ``SceneError`` naming the file, the place and what was expected.
struct SceneField {
    let node: JSONNode
    let path: String
    let file: String

    func error(_ message: String) -> SceneError {
        SceneError(file: file, line: node.line, column: node.column, path: path, message: message)
    }

    private func expected(_ what: String) -> SceneError {
        error("expected \(what), got \(node.kindDescription)")
    }

    var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    func string() throws -> String {
        guard case .string(let s) = node.value else { throw expected("a string") }
        return s
    }

    /// A text a scene shows: a string, or `{"en": …, "zh": …}` with its Chinese.
    func text() throws -> (english: String, chinese: String?) {
        guard case .object = node.value else { return (try string(), nil) }
        let object = try object(["en", "zh"])
        return (try object.required("en").string(), try object["zh"]?.string())
    }

    func bool() throws -> Bool {
        guard case .bool(let b) = node.value else { throw expected("true or false") }
        return b
    }

    /// A finite number.
    func number() throws -> Double {
        guard case .number(let n) = node.value else { throw expected("a number") }
        guard n.isFinite else { throw expected("a finite number") }
        return n
    }

    /// A finite number in `range`.
    func number(in range: ClosedRange<Double>) throws -> Double {
        let n = try number()
        guard range.contains(n) else {
            throw error(
                "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(format(n))")
        }
        return n
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>) throws -> Int {
        let n = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard n == n.rounded() else { throw error("expected a whole number, got \(format(n))") }
        return Int(n)
    }

    /// A finite number that is not negative.
    func nonNegative() throws -> Double {
        let n = try number()
        guard n >= 0 else { throw error("expected a number that is not negative, got \(format(n))") }
        return n
    }

    func array() throws -> [SceneField] {
        guard case .array(let items) = node.value else { throw expected("an array") }
        return items.enumerated().map { SceneField(node: $1, path: "\(path)[\($0)]", file: file) }
    }

    /// An array of exactly `count` finite numbers.
    func numbers(_ count: Int) throws -> [Double] {
        guard case .array(let items) = node.value else { throw expected("an array of \(count) numbers") }
        guard items.count == count else { throw error("expected \(count) numbers, got \(items.count)") }
        var result: [Double] = []
        for item in try array() { result.append(try item.number()) }
        return result
    }

    func strings() throws -> [String] {
        var result: [String] = []
        for item in try array() { result.append(try item.string()) }
        return result
    }

    /// An object whose keys are all among `keys`; an unknown key fails with the closest known one.
    func object(_ keys: [String]) throws -> SceneObject {
        guard case .object(let members) = node.value else { throw expected("an object") }
        for member in members where !keys.contains(member.key) {
            var message = "unknown key \"\(member.key)\""
            if let suggestion = closest(to: member.key, among: keys) { message += "; did you mean \"\(suggestion)\"?" }
            throw SceneObject(field: self, members: members).keyError(member.key, message)
        }
        return SceneObject(field: self, members: members)
    }

    func join(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// A string that is one of `choices`.
    func choice(_ choices: [String]) throws -> String {
        let s = try string()
        guard choices.contains(s) else {
            var message = "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), got \"\(s)\""
            if let suggestion = closest(to: s, among: choices) { message += "; did you mean \"\(suggestion)\"?" }
            throw error(message)
        }
        return s
    }
}

/// The members of a JSON object of a scene file, read by key.
struct SceneObject {
    let field: SceneField
    let members: [JSONNode.Member]

    subscript(_ key: String) -> SceneField? {
        members.first { $0.key == key }.map { SceneField(node: $0.node, path: field.join(key), file: field.file) }
    }

    /// An error about `key` itself (unknown, misplaced), pointing at the key rather than its value.
    func keyError(_ key: String, _ message: String) -> SceneError {
        let member = members.first { $0.key == key }
        return SceneError(
            file: field.file, line: member?.line ?? field.node.line, column: member?.column ?? field.node.column,
            path: field.join(key), message: message)
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    func required(_ key: String) throws -> SceneField {
        guard let value = self[key] else { throw field.error("missing key \"\(key)\"") }
        return value
    }
}

/// Numbers as a person writes them: 12, not 12.0.
func format(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
}

/// The candidate closest to `word` in edit distance, when close enough to be
/// a likely typo; the first of several as close.
func closest(to word: String, among candidates: [String]) -> String? {
    let word = Array(word.lowercased())
    let limit = max(2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let other = Array(candidate.lowercased())
        // The distance is at least the difference in length: most candidates need no table.
        guard abs(other.count - word.count) <= limit else { continue }
        let distance = editDistance(word, other)
        if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
}

/// Levenshtein's distance, a row of the table at a time.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count), row = previous
    for i in 1...a.count {
        row[0] = i
        for j in 1...b.count {
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &row)
    }
    return previous[b.count]
}
