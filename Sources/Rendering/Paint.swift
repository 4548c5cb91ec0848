import ResponderKit

/// A colour prepared for compositing onto the opaque framebuffer.
///
/// Blending is source-over in sRGB space (gamma-encoded values, as UIKit and
/// Core Graphics composite by default): `dst = src·a + dst·(1 − a)` per 8-bit
/// channel, rounded exactly, where `a` is the colour's alpha × the canvas's
/// global alpha × the pixel's coverage. Because the destination is opaque and
/// the source colour is not premultiplied by anything but `a`, there is no
/// premultiplication error and no dark fringe at antialiased edges.
struct Paint {
    /// The opaque pixel of the source colour.
    let pixel: UInt32
    /// Red and blue of the source in the low bytes of two 16-bit lanes.
    let rb: UInt32
    /// Green of the source, 0…255.
    let g: UInt32
    /// Effective alpha × 255, as a float, for scaling analytic coverage.
    let alpha255: Float
    /// Effective alpha as an integer 0…255, for 8-bit glyph coverage.
    let alpha8: UInt32

    init(_ color: Color, globalAlpha: Double) {
        pixel = Framebuffer.pixel(from: color)
        rb = pixel & 0x00FF_00FF
        g = (pixel >> 8) & 0xFF
        let alpha = min(max(color.alpha.isNaN ? 0 : color.alpha, 0), 1) * min(max(globalAlpha, 0), 1)
        alpha255 = Float(alpha * 255)
        alpha8 = UInt32((alpha * 255).rounded())
    }

    /// Whether drawing with this paint can change any pixel.
    var isVisible: Bool { alpha8 > 0 || alpha255 >= 0.5 }

    /// The 0…255 alpha for an analytic coverage in 0…1.
    @inline(__always)
    func alpha(coverage: Float) -> UInt32 {
        UInt32(min(coverage, 1) * alpha255 + 0.5)
    }

    /// `dst` with the source composited over it at alpha `a` (0…255).
    @inline(__always)
    func blend(_ dst: UInt32, alpha a: UInt32) -> UInt32 {
        let ia = 255 &- a
        var lanes = rb &* a &+ (dst & 0x00FF_00FF) &* ia &+ 0x0080_0080
        lanes = ((lanes &+ ((lanes >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var green = g &* a &+ ((dst >> 8) & 0xFF) &* ia &+ 0x80
        green = (green &+ (green >> 8)) >> 8
        return 0xFF00_0000 | lanes | (green << 8)
    }

    /// Paints `count` pixels from `start` at the same alpha `a` (0…255).
    @inline(__always)
    func span(_ start: UnsafeMutablePointer<UInt32>, count: Int, alpha a: UInt32) {
        if a >= 255 {
            start.update(repeating: pixel, count: count)
        } else if a > 0 {
            // The source half of the blend is the same for every pixel: hoist it.
            let ia = 255 &- a
            let srcLanes = rb &* a &+ 0x0080_0080
            let srcGreen = g &* a &+ 0x80
            for i in 0..<count {
                let dst = start[i]
                var lanes = srcLanes &+ (dst & 0x00FF_00FF) &* ia
                lanes = ((lanes &+ ((lanes >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                var green = srcGreen &+ ((dst >> 8) & 0xFF) &* ia
                green = (green &+ (green >> 8)) >> 8
                start[i] = 0xFF00_0000 | lanes | (green << 8)
            }
        }
    }
}
