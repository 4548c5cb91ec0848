/// Why the X11 window could not be set up. Each description is one sentence;
/// the CLI adds hints (start Xvfb, use `render` for headless output, …).
public enum X11Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// `$DISPLAY` is unset or empty and no display name was given.
    case displayNotSet
    /// `XOpenDisplay` failed for this name.
    case cannotOpenDisplay(String)
    /// The default visual is not one we can blit 0xAARRGGBB pixels to.
    case unsupportedVisual(String)
    /// The server refused to create the window or its graphics context.
    case windowCreationFailed(String)

    public var description: String {
        switch self {
        case .displayNotSet:
            return "no X display: $DISPLAY is not set"
        case .cannotOpenDisplay(let name):
            return "cannot open the X display \"\(name)\""
        case .unsupportedVisual(let detail):
            return "the X display's default visual is not 24-bit TrueColor with 32-bit pixels (\(detail))"
        case .windowCreationFailed(let detail):
            return "cannot create the X window (\(detail))"
        }
    }
}
