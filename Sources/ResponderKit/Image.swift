/// A picture, UIKit's `UIImage`, known here by its name: renderers draw a
/// picture for the name, and touch delivery never looks inside one.
///
/// ```swift
/// let heart = Image(named: "heart")
/// likeButton.setImage(heart, for: .normal)
/// ```
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The name the image was made with.
    public let name: String

    /// The image called `name`. Failable, as UIKit's `init?(named:)` is when
    /// the app has no such asset; here every name stands for a picture, so it
    /// never fails.
    public init?(named name: String) {
        self.name = name
    }

    /// A symbol image, UIKit's `init?(systemName:)`; named like any other.
    public init?(systemName name: String) {
        self.name = name
    }

    public var description: String { name }
}
