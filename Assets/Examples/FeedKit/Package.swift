// swift-tools-version: 6.0
// An app's view code in a package of its own, unit-tested on Linux against
// ResponderLab's UIKit (docs/own-code.md, "Your own tests on Linux"). On iOS
// the same sources build against Apple's UIKit: the lab's is only a
// dependency on Linux.
import PackageDescription

let package = Package(
    name: "FeedKit",
    products: [
        .library(name: "FeedKit", targets: ["FeedKit"]),
    ],
    dependencies: [
        // Your own package names the lab by URL: .package(url: "https://…/ResponderLab.git", branch: "main").
        .package(name: "ResponderLab", path: "../../.."),
    ],
    targets: [
        .target(
            name: "FeedKit",
            dependencies: [.product(name: "UIKit", package: "ResponderLab", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "FeedKitTests",
            dependencies: ["FeedKit", .product(name: "UIKit", package: "ResponderLab", condition: .when(platforms: [.linux]))]),
    ],
    // As an iOS app's code usually is: Swift 5 mode.
    swiftLanguageModes: [.v5]
)
