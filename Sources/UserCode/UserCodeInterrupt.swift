import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Stops a thread that loops in the user's code *at a place of that code*, so
/// that the backtrace of the stop names the user's method, the line it
/// stands on, and every caller after it.
///
/// A stop from another thread (the watchdog's own trap) catches the looping
/// thread wherever it is, and the backtracer, which follows frame pointers,
/// then loses a frame about one time in twenty: the thread was in a runtime
/// function that keeps no frame (`swift_endAccess`), in the first
/// instructions of a function, or in a stub of the user's library, and the
/// user's method that called it is skipped; and a stop between a loop's
/// statements often falls on an instruction with no line (the retains and
/// releases the compiler adds). So the watchdog asks the thread instead: a
/// signal interrupts it, and when it stands where its frames are whole and
/// the user's line is known, the handler makes it call ``trap`` from there,
/// as if the instruction it stands on had called it. Where that is:
///
/// - ``Reach/callSites``: in the body of a function of the lab or the user's
///   code (past the instructions that set up its frame, not on its `ret`)
///   that one of the user's functions called: the user's frame is then
///   stopped at a call it wrote (`bounds.contains(point)`), which has a line;
/// - ``Reach/anyInstruction``: also at any instruction of the body of one of
///   the user's functions, for a loop that calls nothing.
///
/// When it stands elsewhere, the handler leaves it alone and the watchdog asks
/// again. Only x86-64 is read this way (``isAvailable``); elsewhere the
/// watchdog traps on its own thread, the sample as it falls.
///
/// ```swift
/// UserCodeInterrupt.prepare()                       // on the thread that runs the user's code
/// UserCodeInterrupt.addImage(containing: entry)     // each library, once loaded
/// UserCodeInterrupt.arm(message: "did not finish in 5 s")
/// while !UserCodeInterrupt.hasStopped { UserCodeInterrupt.ask(looping); usleep(2_000) }
/// ```
enum UserCodeInterrupt {
    /// Where a thread asked may be stopped.
    enum Reach: Int {
        case callSites = 1
        case anyInstruction = 2
    }

    /// The signal that asks: a profiler's, which nothing else in the lab uses.
    static let signal = SIGPROF

    /// Where the functions start in the lab's executable and in each of the
    /// user's libraries, written as each is loaded and read by the signal
    /// handler, which may neither allocate nor lock.
    nonisolated(unsafe) private static let images = UnsafeMutablePointer<FunctionStarts>.allocate(
        capacity: imageCapacity)
    private static let imageCapacity = 256
    private static let imageCount = Atomic<Int>(0)
    /// The lab's executable, whose functions the user's code calls: the first image, when it could be read.
    private static let labImages = Atomic<Int>(0)
    private static let labImageRead = Atomic<Bool>(false)
    /// Where the handler may stop the thread (a ``Reach``), or 0: set by ``arm(message:)``, cleared by the stop.
    private static let reach = Atomic<Int>(0)
    /// Whether the thread was made to call ``trap``.
    private static let stopped = Atomic<Bool>(false)
    /// What ``trap`` says: the watchdog's hang message.
    private static let message = Mutex("")

    /// Whether threads are asked here (x86-64); elsewhere the watchdog traps on its own thread.
    static var isAvailable: Bool {
        #if arch(x86_64)
            true
        #else
            false
        #endif
    }

    /// On the thread that will run the user's code: installs the handler and
    /// lets the signal through to this thread (a parent's blocked mask is inherited).
    static func prepare() {
        #if arch(x86_64)
            // Every static the handler reads is made here, not there.
            _ = (images, registersOffset, trap, reach.load(ordering: .relaxed), stopped.load(ordering: .relaxed))
            readLabImage()
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handler
            action.sa_flags = SA_SIGINFO | SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        #endif
    }

    /// The user's library holding `symbol` (its entry point) is loaded.
    static func addImage(containing symbol: UnsafeRawPointer) {
        readLabImage()
        FunctionStarts(imageContaining: symbol).map(add)
    }

    /// Reads the lab's executable first, once, whichever of ``prepare()`` and
    /// ``addImage(containing:)`` comes first.
    private static func readLabImage() {
        guard !labImageRead.exchange(true, ordering: .sequentiallyConsistent),
            let lab = FunctionStarts(imageContaining: unsafeBitCast(trap, to: UnsafeRawPointer.self))
        else { return }
        add(lab)
        labImages.store(1, ordering: .releasing)
    }

    private static func add(_ starts: FunctionStarts) {
        let count = imageCount.load(ordering: .acquiring)
        guard count < imageCapacity else { return }
        (images + count).initialize(to: starts)
        imageCount.store(count + 1, ordering: .releasing)
    }

    /// From the watchdog: the next thread asked that stands at one of the user's calls traps with `message`.
    static func arm(message text: String) {
        message.withLock { $0 = text }
        reach.store(Reach.callSites.rawValue, ordering: .sequentiallyConsistent)
    }

    /// From the watchdog: from now on, anywhere in the user's code will do; nothing, once a thread was stopped.
    static func widen() {
        _ = reach.compareExchange(
            expected: Reach.callSites.rawValue, desired: Reach.anyInstruction.rawValue,
            ordering: .sequentiallyConsistent)
    }

    /// The work ended before a thread was stopped: nothing traps.
    static func disarm() {
        reach.store(0, ordering: .sequentiallyConsistent)
    }

    /// Interrupts `thread` to see where it stands.
    static func ask(_ thread: pthread_t) {
        pthread_kill(thread, signal)
    }

    /// Whether a thread asked was made to call ``trap``: it traps as soon as it runs again.
    static var hasStopped: Bool {
        stopped.load(ordering: .sequentiallyConsistent)
    }

    /// Called by the stopped thread, as if by the instruction it stood on.
    private static let trap: @convention(c) () -> Void = {
        fatalError(message.withLock { $0 })
    }

    #if arch(x86_64)
        /// Where `ucontext_t` keeps the general registers (`uc_mcontext.gregs`).
        private static let registersOffset =
            MemoryLayout<ucontext_t>.offset(of: \.uc_mcontext)! + MemoryLayout<mcontext_t>.offset(of: \.gregs)!

        /// In the interrupted thread: calls ``trap`` from the instruction it stands
        /// on when that is within the armed ``Reach``.
        private static let handler:
            @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
                _, _, context in
                guard let context else { return }
                let armed = reach.load(ordering: .sequentiallyConsistent)
                guard armed != 0 else { return }
                // glibc's REG_RBP, REG_RSP and REG_RIP.
                let registers = (context + registersOffset).assumingMemoryBound(to: Int64.self)
                let (framePointer, stackPointer, instructionPointer) = (10, 15, 16)
                let pc = UInt(bitPattern: Int(registers[instructionPointer]))
                let (count, labCount) = (imageCount.load(ordering: .acquiring), labImages.load(ordering: .acquiring))
                // The image whose function body the thread stands in, if any.
                var image = 0
                while image < count, !images[image].isInFunctionBody(pc) { image += 1 }
                guard image < count else { return }
                // That function set up its frame: the word above the frame pointer is where it returns to.
                let returnAddress =
                    UnsafePointer<UInt>(bitPattern: UInt(bitPattern: Int(registers[framePointer])) + 8)?.pointee ?? 0
                var caller = labCount
                while caller < count, !images[caller].code.contains(returnAddress) { caller += 1 }
                let calledByUsersCode = caller < count
                guard calledByUsersCode || (armed == Reach.anyInstruction.rawValue && image >= labCount),
                    reach.exchange(0, ordering: .sequentiallyConsistent) != 0
                else { return }
                // A call from `pc`: its return address pushed below the 128 bytes a function may use beneath
                // the stack pointer without moving it (the red zone), the stack aligned as a call leaves it.
                // The address is `pc + 1`: a backtracer reads the line of a return address's byte before,
                // the call; here that byte is the instruction the thread stands on.
                let sp = ((UInt(bitPattern: Int(registers[stackPointer])) - 128) & ~15) - 8
                UnsafeMutablePointer<UInt>(bitPattern: sp)!.pointee = pc + 1
                registers[stackPointer] = Int64(Int(bitPattern: sp))
                registers[instructionPointer] = Int64(Int(bitPattern: unsafeBitCast(trap, to: UInt.self)))
                stopped.store(true, ordering: .sequentiallyConsistent)
            }
    #endif
}
