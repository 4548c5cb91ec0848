// The trait environment, the safe area and the layout margins of views and
// controllers. The lab's screen has no notch and no bars of the system: a
// window's safe area is zero, and what controllers add
// (`additionalSafeAreaInsets`) is the safe area their views have.

import ResponderKit

extension View {
    /// The style this view and its subtree show, whatever their superviews';
    /// `.unspecified` (inherit) unless set. Setting it tells the subtree
    /// whose traits changed (`traitCollectionDidChange(_:)`).
    ///
    /// ```swift
    /// card.overrideUserInterfaceStyle = .dark
    /// card.traitCollection.userInterfaceStyle // .dark
    /// ```
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { self[attached: OverrideStyleKey.self] ?? .unspecified }
        set { changeTraits { self[attached: OverrideStyleKey.self] = newValue } }
    }

    /// The traits the view is shown with: the lab's environment (light), in the
    /// style the nearest override above it (a view's or its controller's) asks for.
    public var traitCollection: UITraitCollection {
        var view: View? = self
        while let v = view {
            if v.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(userInterfaceStyle: v.overrideUserInterfaceStyle)
            }
            if let controller = v.rootViewOwner, controller.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(userInterfaceStyle: controller.overrideUserInterfaceStyle)
            }
            view = v.superview
        }
        return UITraitCollection()
    }

    /// Runs `change`, then tells each view of the subtree (and the controllers
    /// whose views they are) whose traits differ.
    func changeTraits(_ change: () -> Void) {
        var before: [(View, UITraitCollection)] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            before.append((v, v.traitCollection))
            stack.append(contentsOf: v.subviews)
        }
        change()
        for (view, previous) in before where view.traitCollection != previous {
            view.traitCollectionDidChange(previous)
            view.rootViewOwner?.traitCollectionDidChange(previous)
        }
    }

    /// The controller whose root view this is: the next responder, when it is one.
    var rootViewOwner: ViewController? {
        guard let controller = next as? ViewController, controller.viewIfLoaded === self else { return nil }
        return controller
    }

    // MARK: Safe area

    /// The part of the view that bars and the screen's edges cover: what the
    /// superview's safe area covers of this view, plus what a controller whose
    /// root view this is adds (``UIViewController/additionalSafeAreaInsets``).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = rootViewOwner?.additionalSafeAreaInsets ?? .zero
        if let superview, !(self is UIWindow) {
            let outer = superview.safeAreaInsets
            let f = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
            let area = superview.bounds.size
            insets.top += max(0, outer.top - f.minY)
            insets.left += max(0, outer.left - f.minX)
            insets.bottom += max(0, outer.bottom - (area.height - f.maxY))
            insets.right += max(0, outer.right - (area.width - f.maxX))
        }
        return insets
    }

    /// The guide of the bounds less the safe area (no solver: its frame is computed, its anchors are records).
    public var safeAreaLayoutGuide: UILayoutGuide {
        attachment(SafeAreaGuideKey.self) {
            UILayoutGuide(owner: self, identifier: "UIViewSafeAreaLayoutGuide") {
                $0.bounds.inset(by: $0.safeAreaInsets)
            }
        }
    }

    // MARK: Layout margins

    /// The margins inside the bounds that content keeps to; 8 points each side unless set.
    /// Setting them calls `layoutMarginsDidChange()`.
    public var layoutMargins: UIEdgeInsets {
        get { self[attached: LayoutMarginsKey.self] ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            self[attached: LayoutMarginsKey.self] = newValue
            layoutMarginsDidChange()
        }
    }

    /// ``layoutMargins`` by leading and trailing edges (left to right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins =
                effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(
                    top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// Whether the margins are measured from the safe area; true unless set.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { self[attached: MarginsFromSafeAreaKey.self] ?? true }
        set { self[attached: MarginsFromSafeAreaKey.self] = newValue }
    }

    /// Whether the view keeps its superview's margins too; false unless set.
    public var preservesSuperviewLayoutMargins: Bool {
        get { self[attached: PreservesMarginsKey.self] ?? false }
        set { self[attached: PreservesMarginsKey.self] = newValue }
    }

    /// The guide of the bounds less the layout margins (and the safe area, when
    /// ``insetsLayoutMarginsFromSafeArea``).
    public var layoutMarginsGuide: UILayoutGuide {
        attachment(MarginsGuideKey.self) {
            UILayoutGuide(owner: self, identifier: "UIViewLayoutMarginsGuide") { $0.bounds.inset(by: $0.marginsArea) }
        }
    }

    /// The guide for text of a readable width: the margins' guide, at most 672 points wide and centred.
    public var readableContentGuide: UILayoutGuide {
        attachment(ReadableGuideKey.self) {
            UILayoutGuide(owner: self, identifier: "UIViewReadableContentGuide") { view in
                let area = view.bounds.inset(by: view.marginsArea)
                let width = min(area.width, 672)
                return CGRect(x: area.midX - width / 2, y: area.minY, width: width, height: area.height)
            }
        }
    }

    /// The guide of the keyboard: the lab shows none, so a line along the bottom of the safe area.
    public var keyboardLayoutGuide: UILayoutGuide {
        attachment(KeyboardGuideKey.self) {
            UILayoutGuide(owner: self, identifier: "UIViewKeyboardLayoutGuide") { view in
                let area = view.bounds.inset(by: view.safeAreaInsets)
                return CGRect(x: area.minX, y: area.maxY, width: area.width, height: 0)
            }
        }
    }

    /// The margins plus, where asked, the safe area.
    private var marginsArea: UIEdgeInsets {
        let m = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(
            top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }
}

extension ViewController {
    /// The style the controller's view and its subtree show; `.unspecified` unless set.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { self[attached: OverrideStyleKey.self] ?? .unspecified }
        set {
            guard let view = viewIfLoaded else {
                self[attached: OverrideStyleKey.self] = newValue
                return
            }
            view.changeTraits { self[attached: OverrideStyleKey.self] = newValue }
        }
    }

    /// The traits the controller's view is shown with.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection
            ?? UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle == .dark ? .dark : .light)
    }

    /// Insets added to the safe area of the controller's view; zero unless set.
    /// Setting them tells the controller and its view (`viewSafeAreaInsetsDidChange()`,
    /// `safeAreaInsetsDidChange()`).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { self[attached: AdditionalSafeAreaKey.self] ?? .zero }
        set {
            let before = viewIfLoaded?.safeAreaInsets
            self[attached: AdditionalSafeAreaKey.self] = newValue
            guard let view = viewIfLoaded, view.safeAreaInsets != before else { return }
            view.safeAreaInsetsDidChange()
            viewSafeAreaInsetsDidChange()
            view.setNeedsLayout()
        }
    }
}

private enum OverrideStyleKey: AttachmentKey { typealias Value = UIUserInterfaceStyle }
private enum SafeAreaGuideKey: AttachmentKey { typealias Value = UILayoutGuide }
private enum MarginsGuideKey: AttachmentKey { typealias Value = UILayoutGuide }
private enum ReadableGuideKey: AttachmentKey { typealias Value = UILayoutGuide }
private enum KeyboardGuideKey: AttachmentKey { typealias Value = UILayoutGuide }
private enum LayoutMarginsKey: AttachmentKey { typealias Value = UIEdgeInsets }
private enum MarginsFromSafeAreaKey: AttachmentKey { typealias Value = Bool }
private enum PreservesMarginsKey: AttachmentKey { typealias Value = Bool }
private enum AdditionalSafeAreaKey: AttachmentKey { typealias Value = UIEdgeInsets }
