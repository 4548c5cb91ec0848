import Foundation

/// How long a test waits for what a real process, window or X server does
/// before it fails: a minute, for a machine busy with other builds. A wait
/// ends as soon as what it waits for happens, so only a failing test waits
/// this long; no test measures how fast something happens (that is `make bench`).
public let patience = 60.0

/// Asks `condition` every `interval` seconds until it holds or `seconds` pass; whether it held.
///
/// ```swift
/// #expect(try eventually { try display.size(of: window) == (800, 500) })
/// ```
public func eventually(within seconds: Double = patience, every interval: Double = 0.05, _ condition: () throws -> Bool)
    rethrows -> Bool
{
    let deadline = Date().addingTimeInterval(seconds)
    while try !condition() {
        guard Date() < deadline else { return false }
        Thread.sleep(forTimeInterval: interval)
    }
    return true
}
