import UIKit
import RxSwift
import RxCocoa

final class HUDButton: HighlightDimmableButton {
    private let disposeBag = DisposeBag()
    var style: FeedStyle = .standard

    override init(frame: CGRect) {
        super.init(frame: frame)
        hitSlop = style.hitSlop
        layer.cornerRadius = FeedStyle.cornerRadius
        rx.tap.subscribe(onNext: { [weak self] in self?.pulse() }).disposed(by: disposeBag)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func pulse() {
        alpha = 0.8
    }
}
