extension ScrollView {
    /// The content moved under the scroll view (its offset changed), or its
    /// indicators showed or hid, and nothing else: only the pixels inside it
    /// change, which a renderer that keeps a picture can draw again alone
    /// (``Window/contentOffsetRevision``).
    func contentDidMove() {
        let root = ancestry().root
        if root.isWindow { unsafeDowncast(root, to: Window.self).contentOffsetRevision &+= 1 }
    }
}
