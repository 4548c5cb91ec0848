// Search bars, progress views, toolbars and pickers. A search bar's field
// and cancel button are subviews where iOS puts them, so touches on them
// land as on a device; the rest is kept for code that reads it back.

import ResponderKit

/// A search bar's text field, UIKit's `UISearchTextField`.
@MainActor
open class UISearchTextField: UITextField {}

/// Told of a search bar's editing and buttons, UIKit's `UISearchBarDelegate`; every method optional.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// UIKit's `UISearchBarDelegate.searchBar(_:textDidChange:)`.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// UIKit's `UISearchBarDelegate.searchBarSearchButtonClicked(_:)`.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's `UISearchBarDelegate.searchBarCancelButtonClicked(_:)`.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's `UISearchBarDelegate.searchBarTextDidBeginEditing(_:)`.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// UIKit's `UISearchBarDelegate.searchBarTextDidEndEditing(_:)`.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search field with an optional Cancel button, UIKit's `UISearchBar`: the
/// field fills the bar less 8 points each side (and the button's room when it shows).
///
/// ```swift
/// let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
/// search.placeholder = "Search posts"
/// search.showsCancelButton = true
/// search.delegate = self
/// ```
@MainActor
open class UISearchBar: UIView {
    /// How the bar looks, UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        case `default`, prominent, minimal
    }

    /// The bar's text field, a subview.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The Cancel button, a subview while ``showsCancelButton``.
    public let cancelButton = UIButton(type: .system)
    /// Told of editing and buttons; not retained.
    open weak var delegate: UISearchBarDelegate?
    /// UIKit's `UISearchBar.searchBarStyle`.
    open var searchBarStyle = Style.default
    /// UIKit's `UISearchBar.barTintColor`.
    open var barTintColor: UIColor?
    /// UIKit's `UISearchBar.prompt`.
    open var prompt: String?

    /// UIKit's `UISearchBar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's `UISearchBar.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.borderStyle = .roundedRect
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
            }, for: .touchUpInside)
        placeSubviews()
    }

    /// The text of the field.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            delegate?.searchBar(self, textDidChange: newValue ?? "")
        }
    }

    /// UIKit's `UISearchBar.placeholder`.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows; false unless set.
    open var showsCancelButton = false {
        didSet { placeSubviews() }
    }

    /// UIKit's `UISearchBar.setShowsCancelButton(_:animated:)`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// UIKit's `UISearchBar.frame`.
    open override var frame: CGRect {
        didSet { placeSubviews() }
    }

    /// UIKit's `UISearchBar.bounds`.
    open override var bounds: CGRect {
        didSet { placeSubviews() }
    }

    /// The field 36 points high, centred, 8 points in; the button 60 wide at the trailing edge.
    private func placeSubviews() {
        let cancelWidth: CGFloat = showsCancelButton ? 68 : 0
        searchTextField.frame = CGRect(
            x: 8, y: (bounds.height - 36) / 2, width: max(bounds.width - 16 - cancelWidth, 0), height: 36)
        if showsCancelButton {
            cancelButton.frame = CGRect(x: bounds.width - 68, y: (bounds.height - 36) / 2, width: 60, height: 36)
            if cancelButton.superview !== self { addSubview(cancelButton) }
        } else if cancelButton.superview === self {
            cancelButton.removeFromSuperview()
        }
    }
}

/// A search bar that a navigation item shows, UIKit's `UISearchController`.
@MainActor
open class UISearchController: UIViewController {
    /// UIKit's `UISearchController.searchBar`.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    /// UIKit's `UISearchController.searchResultsController`.
    public let searchResultsController: UIViewController?
    /// UIKit's `UISearchController.searchResultsUpdater`.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// UIKit's `UISearchController.obscuresBackgroundDuringPresentation`.
    open var obscuresBackgroundDuringPresentation = true
    /// UIKit's `UISearchController.hidesNavigationBarDuringPresentation`.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search is under way; setting it tells the updater.
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }

    /// UIKit's `UISearchController.init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }
}

/// Told to update results for a search, UIKit's `UISearchResultsUpdating`.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A bar of progress, UIKit's `UIProgressView`.
@MainActor
open class UIProgressView: UIView {
    /// The bar's look, UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default`, bar
    }

    /// UIKit's `UIProgressView.progressViewStyle`.
    open var progressViewStyle = Style.default
    /// How far along, 0…1.
    open var progress: Float = 0 {
        didSet {
            let clamped = min(max(progress, 0), 1)
            if clamped != progress { progress = clamped }
            setNeedsDisplay()
        }
    }
    /// UIKit's `UIProgressView.progressTintColor`.
    open var progressTintColor: UIColor?
    /// UIKit's `UIProgressView.trackTintColor`.
    open var trackTintColor: UIColor?

    /// UIKit's `UIProgressView.init(progressViewStyle:)`.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    }

    /// UIKit's `UIProgressView.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's `UIProgressView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit's `UIProgressView.setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}

/// A bar of items, UIKit's `UIToolbar`.
@MainActor
open class UIToolbar: UIView {
    /// UIKit's `UIToolbar.items`.
    open var items: [UIBarButtonItem]?
    /// UIKit's `UIToolbar.barTintColor`.
    open var barTintColor: UIColor?
    /// UIKit's `UIToolbar.isTranslucent`.
    open var isTranslucent = true

    /// UIKit's `UIToolbar.setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// A date and time picker, UIKit's `UIDatePicker`; its ``date`` stays between
/// the minimum and maximum.
@MainActor
open class UIDatePicker: UIControl {
    /// What it picks, UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer, yearAndMonth
    }

    /// How it shows, UIKit's `UIDatePickerStyle`.
    public enum Style: Int, Sendable {
        case automatic, wheels, compact, inline
    }

    /// UIKit's `UIDatePicker.datePickerMode`.
    open var datePickerMode = Mode.dateAndTime
    /// UIKit's `UIDatePicker.preferredDatePickerStyle`.
    open var preferredDatePickerStyle = Style.automatic
    /// UIKit's `UIDatePicker.minuteInterval`.
    open var minuteInterval = 1
    /// UIKit's `UIDatePicker.locale`.
    open var locale: Locale?
    /// UIKit's `UIDatePicker.timeZone`.
    open var timeZone: TimeZone?
    /// UIKit's `UIDatePicker.minimumDate`.
    open var minimumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// UIKit's `UIDatePicker.maximumDate`.
    open var maximumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The date picked; the moment the picker was made unless set.
    open var date = Date() {
        didSet {
            let within = clamped(date)
            if within != date { date = within }
        }
    }
    /// The countdown's length in seconds.
    open var countDownDuration: TimeInterval = 0

    /// UIKit's `UIDatePicker.setDate(_:animated:)`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }
}

/// Gives a picker its rows, UIKit's `UIPickerViewDataSource`.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker its titles and hears its selections, UIKit's `UIPickerViewDelegate`.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// UIKit's `UIPickerViewDelegate.pickerView(_:titleForRow:forComponent:)`.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// UIKit's `UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)`.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Wheels of rows, UIKit's `UIPickerView`: it asks its data source for the
/// rows and keeps the selected row of each wheel within them.
@MainActor
open class UIPickerView: UIView {
    /// UIKit's `UIPickerView.dataSource`.
    open weak var dataSource: UIPickerViewDataSource?
    /// UIKit's `UIPickerView.delegate`.
    open weak var delegate: UIPickerViewDelegate?
    private var selected: [Int: Int] = [:]

    /// How many wheels the data source gives.
    public var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// UIKit's `UIPickerView.numberOfRows(inComponent:)`.
    public func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// Selects `row` of `component`, within its rows; the delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return }
        selected[component] = min(max(row, 0), count - 1)
    }

    /// The selected row of `component`; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) > 0 ? selected[component] ?? 0 : -1
    }

    /// Asks the data source again, keeping the selections within the new rows.
    open func reloadAllComponents() {
        for (component, row) in selected { selectRow(row, inComponent: component, animated: false) }
    }

    /// UIKit's `UIPickerView.reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) {
        if let row = selected[component] { selectRow(row, inComponent: component, animated: false) }
    }
}
