import CX11
import CX11Shim
import Glibc

/// One XImage the size of a framebuffer, in shared memory or in our heap.
@MainActor
final class BlitImage {
    let ximage: UnsafeMutablePointer<XImage>
    /// The SHM segment description (its address must stay stable: the image
    /// points at it); nil for an XPutImage image.
    let sharedSegment: UnsafeMutablePointer<XShmSegmentInfo>?
    let width: Int
    let height: Int

    private init(
        ximage: UnsafeMutablePointer<XImage>, sharedSegment: UnsafeMutablePointer<XShmSegmentInfo>?,
        width: Int, height: Int
    ) {
        self.ximage = ximage
        self.sharedSegment = sharedSegment
        self.width = width
        self.height = height
    }

    /// An MIT-SHM image, or nil if any step fails (everything undone).
    static func shared(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int
    ) -> BlitImage? {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard
            let ximage = XShmCreateImage(
                display, visual, UInt32(depth), ZPixmap, nil, info,
                UInt32(width), UInt32(height))
        else {
            info.deallocate()
            return nil
        }
        var segmentID: Int32 = -1
        var address: UnsafeMutableRawPointer?
        func fail() -> BlitImage? {
            if let address { shmdt(address) }
            if segmentID >= 0 { shmctl(segmentID, IPC_RMID, nil) }
            ximage.pointee.data = nil  // not malloc'd: XDestroyImage must not free it
            XDestroyImage(ximage)
            info.deallocate()
            return nil
        }
        guard ximage.pointee.bits_per_pixel == 32 else { return fail() }
        let byteCount = Int(ximage.pointee.bytes_per_line) * Int(ximage.pointee.height)
        segmentID = shmget(cx11_ipc_private(), byteCount, IPC_CREAT | 0o600)
        guard segmentID >= 0 else { return fail() }
        guard let attached = shmat(segmentID, nil, 0), Int(bitPattern: attached) != -1 else { return fail() }
        address = attached
        info.pointee.shmid = segmentID
        info.pointee.shmaddr = attached.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = 0
        ximage.pointee.data = info.pointee.shmaddr
        guard cx11_shm_attach(display, info) != 0 else { return fail() }
        // Both sides are attached: mark the segment for removal now, so it
        // disappears with the last detach even if we crash.
        shmctl(segmentID, IPC_RMID, nil)
        return BlitImage(ximage: ximage, sharedSegment: info, width: width, height: height)
    }

    /// A plain image whose pixels Xlib owns (malloc'd; XDestroyImage frees
    /// them). Its byte order is the host's; XPutImage swaps if the server's
    /// differs.
    static func plain(
        display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32,
        width: Int, height: Int
    ) -> BlitImage? {
        let bytesPerLine = width * 4
        guard let data = malloc(bytesPerLine * height) else { return nil }
        guard
            let ximage = XCreateImage(
                display, visual, UInt32(depth), ZPixmap, 0,
                data.assumingMemoryBound(to: CChar.self),
                UInt32(width), UInt32(height), 32, Int32(bytesPerLine))
        else {
            free(data)
            return nil
        }
        guard ximage.pointee.bits_per_pixel == 32 else {
            XDestroyImage(ximage)  // frees data
            return nil
        }
        ximage.pointee.byte_order = X11Window.hostByteOrder
        return BlitImage(ximage: ximage, sharedSegment: nil, width: width, height: height)
    }

    func copy(from pixels: UnsafePointer<UInt32>, width: Int, height: Int) {
        guard let data = ximage.pointee.data else { return }
        let rowBytes = width * 4
        let stride = Int(ximage.pointee.bytes_per_line)
        if stride == rowBytes {
            memcpy(data, pixels, rowBytes * height)
        } else {
            for row in 0..<height {
                memcpy(data + row * stride, pixels + row * width, rowBytes)
            }
        }
    }

    /// Copies `area` of `pixels` (a framebuffer of this image's size) into the image.
    func copy(from pixels: UnsafePointer<UInt32>, area: BlitArea) {
        guard let data = ximage.pointee.data else { return }
        let stride = Int(ximage.pointee.bytes_per_line)
        for row in area.y..<area.y + area.height {
            memcpy(data + row * stride + area.x * 4, pixels + row * width + area.x, area.width * 4)
        }
    }

    func destroy(display: OpaquePointer) {
        if let info = sharedSegment {
            XShmDetach(display, info)
            XSync(display, 0)
            ximage.pointee.data = nil  // the segment is not malloc'd
            XDestroyImage(ximage)
            shmdt(info.pointee.shmaddr)
            info.deallocate()
        } else {
            XDestroyImage(ximage)  // frees the malloc'd pixels
        }
    }
}
