/// One frame of the backtrace Swift's backtracer prints:
/// `  2 [ra] 0x… NilButton.point(inside:with:) + 220 in libLabCode_….so at /x.swift:7:22`.
struct BacktraceFrame {
    let symbol: String
    let image: String
    /// Whether the backtracer gave the frame a place, a file of the user's or
    /// one the compiler made up; a stub of the library (`_init + 368`) has none.
    let isLocated: Bool
    let file: String?
    let line: Int?
    let column: Int?

    init?(_ text: String) {
        guard let address = text.range(of: " 0x") else { return nil }
        let afterAddress = text[address.upperBound...].drop { $0 != " " }.dropFirst()
        guard let offset = afterAddress.range(of: " + "),
            let inMark = afterAddress.range(of: " in ", range: offset.upperBound..<afterAddress.endIndex)
        else {
            return nil
        }
        symbol = String(afterAddress[..<offset.lowerBound])
        let rest = afterAddress[inMark.upperBound...]
        guard let atMark = rest.range(of: " at ") else {
            image = String(rest)
            isLocated = false
            file = nil
            line = nil
            column = nil
            return
        }
        image = String(rest[..<atMark.lowerBound])
        isLocated = true
        // `file`, `file:line` or `file:line:column`; the file may hold colons itself.
        var parts = rest[atMark.upperBound...].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while parts.count > 1, numbers.count < 2, let n = Int(parts[parts.count - 1]) {
            numbers.insert(n, at: 0)
            parts.removeLast()
        }
        // Instructions the compiler made up (a loop's jump back) have a place in no file.
        let path = parts.joined(separator: ":")
        file = path.contains("<compiler-generated>") ? nil : path
        line = numbers.first
        column = numbers.count == 2 ? numbers[1] : nil
    }

    /// The frames of each thread, innermost first, the crashed thread's first.
    static func threadsCrashedFirst(_ lines: [String]) -> [[BacktraceFrame]] {
        var threads: [(crashed: Bool, frames: [BacktraceFrame])] = []
        for line in lines {
            if line.hasPrefix("Thread ") {
                threads.append((line.hasSuffix("crashed:"), []))
            } else if line.hasPrefix("Registers:") || line.hasPrefix("Images") {
                break
            } else if !threads.isEmpty, let frame = BacktraceFrame(line) {
                threads[threads.count - 1].frames.append(frame)
            }
        }
        return threads.filter(\.crashed).map(\.frames) + threads.filter { !$0.crashed }.map(\.frames)
    }
}

/// The user's code the lab called last on one thread's stack: the innermost run
/// of frames in the user's library, from where it stands out to the method the
/// lab or UIKit called. A loop stopped anywhere in it — in an accessor
/// (`rounds.modify`), a closure, a helper of the user's class, the method
/// itself — is reported at the method that decides touches and at the line
/// where it stands.
///
/// ```swift
/// // 0 SpinningView.rounds.modify   at <compiler-generated>
/// // 1 SpinningView.point(inside:with:) at Spin.swift:22:20
/// // 2 View.hitTest(_:with:)        in the lab
/// call.named.symbol   // "SpinningView.point(inside:with:)"
/// call.place?.line    // 22
/// ```
struct UsersCall {
    /// Innermost first.
    let frames: [BacktraceFrame]

    /// Nil when no frame of `stack` is in the library named `imagePrefix…` with a place.
    init?(_ stack: [BacktraceFrame], imagePrefix: String) {
        func isUsers(_ frame: BacktraceFrame) -> Bool { frame.isLocated && frame.image.hasPrefix(imagePrefix) }
        guard let first = stack.firstIndex(where: isUsers) else { return nil }
        frames = Array(stack[first..<(stack[first...].firstIndex { !isUsers($0) } ?? stack.endIndex)])
    }

    /// The frame the fault names: the innermost that decides touches (a closure
    /// counting as the method it is in), else the outermost, the method called.
    var named: BacktraceFrame {
        frames.first { UserCodeFault.split($0.symbol).1.map(UserDeclaration.touchMethods.contains) == true }
            ?? frames[frames.count - 1]
    }

    /// Where it stands: the innermost frame with a line, else with a file.
    var place: BacktraceFrame? {
        frames.first { $0.file != nil && $0.line != nil } ?? frames.first { $0.file != nil }
    }
}
