import Testing
import UIKit

@MainActor
@Suite("Search bars, progress, pickers")
struct MoreControlsTests {
    @MainActor final class SearchOwner: UISearchBarDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
        var events: [String] = []
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            events.append("text \(searchText)")
        }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            component == 0 ? 24 : 60
        }
    }

    @Test func aSearchBarsFieldAndCancelButtonAreWhereTouchesFindThem() {
        let screen = Screen()
        let owner = SearchOwner()
        let search = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        search.delegate = owner
        search.placeholder = "Search posts"
        search.showsCancelButton = true
        screen.window.addSubview(search)
        #expect(search.searchTextField.frame == CGRect(x: 8, y: 10, width: 236, height: 36))
        #expect(search.searchTextField.placeholder == "Search posts")
        #expect(screen.touchView(at: CGPoint(x: 100, y: 28)) === search.searchTextField)
        #expect(screen.touchView(at: CGPoint(x: 280, y: 28)) === search.cancelButton)
        search.text = "swift"
        screen.tap(CGPoint(x: 280, y: 28))
        #expect(owner.events == ["text swift", "cancel"])
        search.setShowsCancelButton(false, animated: true)
        #expect(search.cancelButton.superview == nil && search.searchTextField.frame.width == 304)
    }

    @Test func progressDatesAndPickersStayWithinTheirRanges() {
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.4, animated: true)
        #expect(progress.progress == 1 && progress.progressViewStyle == .bar)

        let picker = UIDatePicker()
        let now = Date(timeIntervalSince1970: 1_000_000)
        picker.minimumDate = now
        picker.setDate(now.addingTimeInterval(-60), animated: false)
        #expect(picker.date == now)
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerMode == .date && picker.preferredDatePickerStyle == .inline)

        let owner = SearchOwner()
        let wheels = UIPickerView()
        wheels.dataSource = owner
        wheels.delegate = owner
        #expect(wheels.numberOfComponents == 2 && wheels.numberOfRows(inComponent: 1) == 60)
        wheels.selectRow(99, inComponent: 0, animated: false)
        #expect(wheels.selectedRow(inComponent: 0) == 23 && wheels.selectedRow(inComponent: 1) == 0)

        let toolbar = UIToolbar()
        toolbar.setItems(
            [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
        #expect(toolbar.items?.last?.systemItem == .done && toolbar.items?.first?.systemItem == .flexibleSpace)
    }
}
