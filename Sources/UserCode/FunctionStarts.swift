#if canImport(Glibc)
    import Glibc
#endif

/// Where the functions of a loaded library start, read in memory from its
/// `.eh_frame_hdr`: the table the linker writes for unwinding, one entry per
/// function, sorted by address. Asking about an address reads only the
/// library's own mapped memory, and neither allocates nor locks, so that a
/// signal handler may (``UserCodeInterrupt``).
///
/// ```swift
/// let starts = FunctionStarts(imageContaining: entryPoint)
/// starts?.isInFunctionBody(pc) // true past `push rbp; mov rbp, rsp`, not on a `ret`
/// ```
struct FunctionStarts {
    /// The library's code, as loaded.
    let code: Range<UInt>
    /// The `.eh_frame_hdr` in memory.
    let header: UInt
    /// Its table's entries: (function start, unwind entry), each a 32-bit offset from the header.
    let count: Int

    /// The table of the library `symbol` is in; nil when it has none this reads
    /// (the encodings GNU ld and lld write for x86-64).
    init?(imageContaining symbol: UnsafeRawPointer) {
        guard let base = SymbolInfo(symbol)?.base else { return nil }
        // The ELF64 header, mapped at the image's base: where its program headers are, their size and count.
        let headers = base + Int(base.loadUnaligned(fromByteOffset: 32, as: UInt64.self))
        let size = Int(base.loadUnaligned(fromByteOffset: 54, as: UInt16.self))
        let count = Int(base.loadUnaligned(fromByteOffset: 56, as: UInt16.self))
        var code: Range<UInt>?
        var frameHeader: UInt?
        var bias: UInt?
        for index in 0..<count {
            let entry = headers + index * size
            let type = entry.loadUnaligned(as: UInt32.self),
                flags = entry.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
            let address = UInt(entry.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            let length = UInt(entry.loadUnaligned(fromByteOffset: 40, as: UInt64.self))
            // The first loaded segment is mapped at the base: every address is the base plus its distance from that one's.
            if type == Self.loadable, bias == nil { bias = UInt(bitPattern: base) - (address & ~0xFFF) }
            guard let bias else { continue }
            if type == Self.loadable, flags & Self.executable != 0 {
                let segment = bias + address..<bias + address + length
                code =
                    code.map { min($0.lowerBound, segment.lowerBound)..<max($0.upperBound, segment.upperBound) }
                    ?? segment
            }
            if type == Self.frameHeaderType { frameHeader = bias + address }
        }
        guard let code, let frameHeader, let header = UnsafeRawPointer(bitPattern: frameHeader) else { return nil }
        // Version 1; a 4-byte pointer to .eh_frame; a 4-byte count; entries of two 4-byte offsets from the header.
        let (version, pointerEncoding) = (header.load(as: UInt8.self), header.load(fromByteOffset: 1, as: UInt8.self))
        let (countEncoding, tableEncoding) = (
            header.load(fromByteOffset: 2, as: UInt8.self), header.load(fromByteOffset: 3, as: UInt8.self)
        )
        guard version == 1, [0x03, 0x0B].contains(pointerEncoding & 0x0F), countEncoding == 0x03, tableEncoding == 0x3B
        else { return nil }
        self.code = code
        self.header = frameHeader
        self.count = Int(header.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
    }

    /// Whether `pc` is in a function of this library that set up its frame as
    /// unoptimized code does (`push rbp; mov rbp, rsp`), past those two
    /// instructions and not on a `ret`: there the chain of frame pointers holds
    /// the function and every caller.
    func isInFunctionBody(_ pc: UInt) -> Bool {
        guard code.contains(pc), count > 0, let start = functionStart(of: pc), pc - start >= 4,
            let function = UnsafeRawPointer(bitPattern: start), let instruction = UnsafeRawPointer(bitPattern: pc)
        else { return false }
        return function.loadUnaligned(as: UInt32.self) == 0xE589_4855 && instruction.load(as: UInt8.self) != 0xC3
    }

    /// The start of the function whose unwind entry covers `pc`, found by
    /// bisecting the table; nil when none does (padding between functions).
    private func functionStart(of pc: UInt) -> UInt? {
        let table = UnsafeRawPointer(bitPattern: header + 12)!
        func start(_ index: Int) -> UInt {
            header &+ UInt(bitPattern: Int(table.loadUnaligned(fromByteOffset: index * 8, as: Int32.self)))
        }
        guard start(0) <= pc else { return nil }
        var (low, high) = (0, count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if start(middle) <= pc { low = middle } else { high = middle - 1 }
        }
        // The entry: its length, its CIE's offset, then the function's start (relative to itself) and length, 4 bytes each.
        let entryAddress =
            header &+ UInt(bitPattern: Int(table.loadUnaligned(fromByteOffset: low * 8 + 4, as: Int32.self)))
        guard let entry = UnsafeRawPointer(bitPattern: entryAddress) else { return nil }
        let begin = (entryAddress + 8) &+ UInt(bitPattern: Int(entry.loadUnaligned(fromByteOffset: 8, as: Int32.self)))
        let length = UInt(entry.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
        guard begin == start(low), pc < begin + length else { return nil }
        return begin
    }

    private static let loadable: UInt32 = 1  // PT_LOAD
    private static let executable: UInt32 = 1  // PF_X
    private static let frameHeaderType: UInt32 = 0x6474_E550  // PT_GNU_EH_FRAME
}

/// What `dladdr` says of an address: the image it is in and the symbol before
/// it. (glibc declares `dladdr` only for `_GNU_SOURCE`, which Swift's Glibc
/// module is not built with: it is looked up, and its `Dl_info` laid out here.)
struct SymbolInfo {
    var file: UnsafePointer<CChar>?
    var base: UnsafeRawPointer?
    var name: UnsafePointer<CChar>?
    var start: UnsafeRawPointer?

    private static let lookUp = unsafeBitCast(
        dlsym(nil, "dladdr"),
        to: (@convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32)?.self)

    /// Nil when `address` is in no loaded image.
    init?(_ address: UnsafeRawPointer) {
        (file, base, name, start) = (nil, nil, nil, nil)
        guard let lookUp = Self.lookUp, withUnsafeMutableBytes(of: &self, { lookUp(address, $0.baseAddress) }) != 0
        else { return nil }
    }
}
