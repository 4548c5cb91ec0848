/// A user's file for `--code` and the dump that names its class: a `UIButton`
/// subclass whose touch area reaches `padding` points past its edges, placed at
/// (100, 100) in a 390 × 600 window. The tests save it again and again in the window.
///
/// ```swift
/// try GrowingButtonSample.source(padding: "12").write(toFile: file, atomically: true, encoding: .utf8)
/// try GrowingButtonSample.dump.write(toFile: dumpFile, atomically: true, encoding: .utf8)
/// ```
enum GrowingButtonSample {
    /// The file, with `padding` written as its initial value: a number, or anything else to make it not compile.
    static func source(padding: String) -> String {
        """
        import UIKit

        class GrowingButton: UIButton {
            @IBInspectable var padding: CGFloat = \(padding)

            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -padding, dy: -padding).contains(point)
            }
        }
        """
    }

    /// A window holding one `MyApp.GrowingButton`, 40 × 40 at (100, 100).
    static let dump = """
        <UIWindow: 0x7f0000001000; frame = (0 0; 390 600); layer = <UIWindowLayer: 0x600000001000>>
           | <UIView: 0x7f0000001100; frame = (0 0; 390 600); autoresize = W+H; layer = <CALayer: 0x600000001100>>
           |    | <MyApp.GrowingButton: 0x7f0000001200; baseClass = UIButton; frame = (100 100; 40 40); opaque = NO; layer = <CALayer: 0x600000001200>>
        """
}
