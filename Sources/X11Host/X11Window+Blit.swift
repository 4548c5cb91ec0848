import CX11
import Glibc

/// Framebuffers to the window: the visual check, MIT-SHM or XPutImage blits, and reading pixels back.
extension X11Window {
    // MARK: - Visual checks

    #if _endian(little)
        static let hostByteOrder = LSBFirst
    #else
        static let hostByteOrder = MSBFirst
    #endif

    /// nil when the visual stores a pixel 0x00RRGGBB in 32 bits, which is a
    /// 0xAARRGGBB UInt32 in host byte order; else what is wrong.
    static func visualProblem(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>,
        depth: Int32
    ) -> String? {
        let v = visual.pointee
        if v.`class` != TrueColor { return "visual class \(v.`class`), not TrueColor" }
        if depth != 24 && depth != 32 { return "depth \(depth)" }
        if v.red_mask != 0xFF0000 || v.green_mask != 0x00FF00 || v.blue_mask != 0x0000FF {
            return
                "masks red 0x\(String(v.red_mask, radix: 16)) green 0x\(String(v.green_mask, radix: 16)) blue 0x\(String(v.blue_mask, radix: 16))"
        }
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return "no pixmap formats" }
        defer { XFree(formats) }
        let bitsPerPixel = (0..<Int(count)).first { formats[$0].depth == depth }.map { formats[$0].bits_per_pixel }
        if bitsPerPixel != 32 {
            return "depth \(depth) is stored in \(bitsPerPixel.map(String.init) ?? "no") bits per pixel"
        }
        return nil
    }

    // MARK: - Presenting frames

    /// Blits a framebuffer of 0xAARRGGBB pixels (row-major, `width` pixels
    /// per row, top row first) to the window's top-left corner. Alpha is
    /// ignored. A framebuffer of another size than the last one recreates
    /// the image (as after a resize). Returns when the pixels are copied: the
    /// buffer may be reused at once.
    public func present(pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        precondition(!closed, "present after close")
        guard width > 0, height > 0, let base = pixels.baseAddress else { return }
        precondition(pixels.count >= width * height, "framebuffer smaller than width × height")
        if let current = image, current.width != width || current.height != height {
            current.destroy(display: display)
            image = nil
        }
        if image == nil { image = makeImage(width: width, height: height) }
        guard let image else { return }
        image.copy(from: base, width: width, height: height)
        put(image)
    }

    public func present(pixels: [UInt32], width: Int, height: Int) {
        pixels.withUnsafeBufferPointer { present(pixels: $0, width: width, height: height) }
    }

    /// Blits only `areas` of the framebuffer (the rest of the window keeps the
    /// last frame's pixels): one `XShmPutImage` each, one `XSync` for all.
    /// The first frame, or one of a new size, is blitted whole.
    ///
    /// Each area must lie inside the framebuffer: the caller, which knows what
    /// it drew, clips them; here they are only checked, since memory is copied
    /// by their numbers.
    ///
    /// ```swift
    /// window.present(pixels: frame, width: 1240, height: 698, areas: [BlitArea(x: 0, y: 64, width: 300, height: 20)])
    /// ```
    public func present(pixels: [UInt32], width: Int, height: Int, areas: [BlitArea]) {
        precondition(!closed, "present after close")
        guard width > 0, height > 0 else { return }
        precondition(pixels.count >= width * height, "framebuffer smaller than width × height")
        guard let image, image.width == width, image.height == height else {
            present(pixels: pixels, width: width, height: height)
            return
        }
        for area in areas {
            precondition(
                area.x >= 0 && area.y >= 0 && area.width >= 0 && area.height >= 0
                    && area.x + area.width <= width && area.y + area.height <= height,
                "blit area \(area) outside the \(width) × \(height) framebuffer")
        }
        let drawn = areas.filter { $0.width > 0 && $0.height > 0 }
        guard !drawn.isEmpty else { return }
        pixels.withUnsafeBufferPointer { buffer in
            for area in drawn { image.copy(from: buffer.baseAddress!, area: area) }
        }
        for area in drawn { put(image, area) }
        finishPuts(image)
    }

    private func put(_ image: BlitImage) {
        put(image, BlitArea(x: 0, y: 0, width: image.width, height: image.height))
        finishPuts(image)
    }

    private func put(_ image: BlitImage, _ area: BlitArea) {
        let (x, y, w, h) = (Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
        if image.sharedSegment != nil {
            XShmPutImage(display, window, gc, image.ximage, x, y, x, y, w, h, 0)
        } else {
            XPutImage(display, window, gc, image.ximage, x, y, x, y, w, h)
        }
    }

    private func finishPuts(_ image: BlitImage) {
        if image.sharedSegment != nil {
            // Wait until the server has read the segment, so the next frame
            // cannot overwrite it mid-copy. Events read meanwhile stay queued
            // and the loop handles them before it polls again.
            XSync(display, 0)
        } else {
            XFlush(display)
        }
    }

    /// Blits the last presented framebuffer again: the answer to `.expose`
    /// when the content has not changed.
    public func redisplay() {
        guard !closed, let image else { return }
        put(image)
    }

    private func makeImage(width: Int, height: Int) -> BlitImage? {
        if sharedMemoryUsable {
            if let shared = BlitImage.shared(
                display: display, visual: visual, depth: depth,
                width: width, height: height)
            {
                return shared
            }
            // The server could not attach our segment (remote display) or
            // the system refused the segment: use XPutImage from now on.
            sharedMemoryUsable = false
        }
        return BlitImage.plain(display: display, visual: visual, depth: depth, width: width, height: height)
    }

    /// Reads the window's pixels back from the server (0x00RRGGBB each),
    /// for tests. nil if the window is not viewable.
    func capture() -> [UInt32]? {
        let (w, h) = size
        guard let shot = XGetImage(display, window, 0, 0, UInt32(w), UInt32(h), cx11_all_planes(), ZPixmap) else {
            return nil
        }
        defer { XDestroyImage(shot) }
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                out[y * w + x] = UInt32(truncatingIfNeeded: XGetPixel(shot, Int32(x), Int32(y))) & 0x00FF_FFFF
            }
        }
        return out
    }
}
