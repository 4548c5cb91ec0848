import UIKit

/// A sign-in form that keeps its fields above the keyboard, as every app's login screen does.
final class FormController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let emailField = PaddedTextField()
    let volume = UISlider()
    private var observers: [NSObjectProtocol] = []
    private(set) var returnPresses = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var prefersStatusBarHidden: Bool { false }

    // A bar with a Done button above the keyboard, whichever field is editing.
    let accessoryBar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    override var inputAccessoryView: UIView? { accessoryBar }
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.frame = view.bounds
        scrollView.keyboardDismissMode = .interactive
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 900)

        emailField.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 44)
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        emailField.autocapitalizationType = .none
        emailField.delegate = self
        emailField.inputAccessoryView = accessoryBar
        scrollView.addSubview(emailField)

        volume.frame = CGRect(x: 20, y: 160, width: 200, height: 31)
        volume.minimumTrackTintColor = .systemGreen
        scrollView.addSubview(volume)

        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
                [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated { self?.keyboardMoved(to: frame.height) }
            })
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardMoved(to: 0) }
            })
    }

    private func keyboardMoved(to height: CGFloat) {
        scrollView.contentInset.bottom = height
        scrollView.verticalScrollIndicatorInsets.bottom = height
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returnPresses += 1
        textField.resignFirstResponder()
        return true
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
