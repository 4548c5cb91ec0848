extension View {
    /// False when the view is skipped with its subtree (behaviour 1.2, 1.9).
    @inline(__always)
    var isHitTestable: Bool {
        !storedIsHidden && storedIsUserInteractionEnabled && !isDisabledControl && Double(storedAlpha) >= 0.01
    }

    /// Why the view is skipped with its subtree, in the order the overlay reports
    /// reasons; nil when it is not skipped.
    var skipVerdict: HitVerdict? {
        if storedIsHidden { return .hidden }
        if !storedIsUserInteractionEnabled { return .interactionDisabled }
        if isDisabledControl { return .disabledControl }
        if Double(storedAlpha) < 0.01 { return .transparent(alpha: alpha) }
        return nil
    }
}

extension View {
    /// The subviews' answer to ``hitTest(_:with:)``, frontmost first: the loop
    /// UIKit's default runs,
    ///
    /// ```swift
    /// for subview in subviews.reversed() {
    ///     if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    /// }
    /// return nil
    /// ```
    ///
    /// written, in optimized builds, without a retain and release per subview:
    /// hit-testing must cost a few nanoseconds per view (a touch on a dump of thousands
    /// of views must not wait). The copy
    /// of `subviews` keeps every subview alive while it is asked, even if an
    /// override changes the hierarchy meanwhile (see `withGuaranteedReference`).
    @inline(__always)
    func frontmostSubviewHitWithoutRetains(_ point: Point, with event: Event?) -> View? {
        let subviews = self.subviews
        var index = subviews.endIndex
        while index > subviews.startIndex {
            index -= 1
            #if DEBUG
                // Unoptimized, the closure is a stack frame of its own at every level: deep
                // hierarchies would run out of stack sooner. The retains only cost time.
                let subview = subviews[index]
                if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
            #else
                let subview = Unmanaged.passUnretained(subviews[index])
                let hit = withGuaranteedReference(subview) { $0.hitTest($0.convertFromSuperview(point), with: event) }
                if let hit { return hit }
            #endif
        }
        return nil
    }
}

/// Calls `body` with the object, which the caller keeps alive meanwhile,
/// without retaining it.
///
/// Hit-testing runs on every touch and visits many views: it must cost a few
/// nanoseconds per view. A retain and a release per visited view
/// (two atomic operations) cost more than the test itself. For the same
/// reason the properties read on every visit opt out of the run-time
/// exclusivity checks (`@exclusivity(unchecked)`): each check costs
/// a call into the runtime and a thread-local lookup, and these plain value
/// properties are never accessed across a call that could touch them again.
///
/// Not the standard library's `_withUnsafeGuaranteedRef` called directly: a
/// main-actor closure passed to it gets a run-time isolation check per call.
@inline(__always)
func withGuaranteedReference<Object: AnyObject, Result>(
    _ object: Unmanaged<Object>, _ body: (Object) -> Result
) -> Result {
    object._withUnsafeGuaranteedRef(body)
}
