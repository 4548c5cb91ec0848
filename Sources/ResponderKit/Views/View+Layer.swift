extension View {
    /// The view's layer, UIKit's `layer`: made once, of ``layerClass``, when
    /// first asked for. Its geometry and look are the view's (``Layer``).
    ///
    /// ```swift
    /// card.layer.cornerRadius = 12
    /// card.cornerRadius // 12
    /// ```
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let layerType = type(of: self).layerClass as? Layer.Type ?? Layer.self
        let made = layerType.makeViewLayer()
        // What the layer's own initializer set of the look becomes the view's.
        let look = (made.cornerRadius, made.borderWidth, made.borderColor, made.backgroundColor, made.masksToBounds)
        made.hostingView = self
        storedLayer = made
        if look.0 != 0 { cornerRadius = look.0 }
        if look.1 != 0 { borderWidth = look.1 }
        if let border = look.2 { borderColor = border }
        if let background = look.3 { backgroundColor = background }
        if look.4 { clipsToBounds = true }
        return made
    }
}
