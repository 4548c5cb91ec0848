import Testing

@testable import UserCode

/// Where a loaded image's functions start, read as the watchdog's signal
/// handler reads it (`UserCodeInterrupt`): a loop is stopped only where the
/// chain of frame pointers holds the function it stands in.
@Suite("Where functions start", .enabled(if: UserCodeInterrupt.isAvailable, "read on x86-64 only"))
struct FunctionStartsTests {
    /// A function of this test binary, compiled unoptimized as the user's code is.
    private static let sample: @convention(c) (Int) -> Int = { $0 &* 3 &+ 1 }

    @Test func aFunctionsBodyBeginsPastTheInstructionsThatSetUpItsFrame() throws {
        let start = unsafeBitCast(Self.sample, to: UInt.self)
        let starts = try #require(
            FunctionStarts(imageContaining: unsafeBitCast(Self.sample, to: UnsafeRawPointer.self)))
        #expect(starts.code.contains(start))
        // `push rbp` and `mov rbp, rsp`: until both ran, the frame pointer is the caller's.
        #expect(!starts.isInFunctionBody(start))
        #expect(!starts.isInFunctionBody(start + 1))
        #expect(starts.isInFunctionBody(start + 4))
    }

    @Test func anAddressOutsideTheImagesCodeIsInNoFunctionOfIt() throws {
        let start = unsafeBitCast(Self.sample, to: UInt.self)
        let starts = try #require(
            FunctionStarts(imageContaining: unsafeBitCast(Self.sample, to: UnsafeRawPointer.self)))
        let heap = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        defer { heap.deallocate() }
        #expect(!starts.isInFunctionBody(UInt(bitPattern: heap)))
        #expect(!starts.isInFunctionBody(starts.code.upperBound))
    }
}
