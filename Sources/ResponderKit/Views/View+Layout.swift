extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size along an axis.
    public nonisolated static let noIntrinsicMetric: Double = -1

    /// ``layoutIfNeeded()``: from the topmost ancestor whose layout is pending,
    /// as UIKit lays out a superview before its subviews, down through this
    /// subtree. Each view's layer lays out (`Layer.layoutSublayers()`), which
    /// asks the view (`layoutSublayers(of:)`), which runs `layoutSubviews()`. A controller's root view tells its controller around its own
    /// layout (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`).
    func layOutPendingViews() {
        var top = self
        var ancestor = superview
        while let view = ancestor {
            if view.layoutPending { top = view }
            ancestor = view.superview
        }
        var stack = [top]
        while let view = stack.popLast() {
            if view.layoutPending {
                view.layoutPending = false
                let controller = view.owningViewController
                controller?.viewWillLayoutSubviews()
                view.layer.layoutSublayers()
                controller?.viewDidLayoutSubviews()
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Stores a tint of the view's own and tells those whose shown tint changed.
    func setTintColor(_ color: Color?) {
        let before = tintColor
        self[attached: TintColorKey.self] = color
        guard tintColor != before else { return }
        tintColorDidChange()
        var stack = subviews.filter { $0[attached: TintColorKey.self] == nil }
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviews.filter { $0[attached: TintColorKey.self] == nil })
        }
        setNeedsDisplay()
    }
}

enum TintColorKey: AttachmentKey { typealias Value = Color }
