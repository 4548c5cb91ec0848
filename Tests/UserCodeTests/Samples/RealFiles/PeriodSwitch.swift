//
//  PeriodSwitch.swift
//  Budget
//

import Combine
import UIKit

/// A three-way switch whose selection a view model observes through Combine.
final class PeriodSwitch: UIControl {
    @Published private(set) var selectedIndex = 1
    private var subscriptions = Set<AnyCancellable>()
    private let segmentCount = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        $selectedIndex
            .removeDuplicates()
            .sink { [weak self] _ in self?.sendActions(for: .valueChanged) }
            .store(in: &subscriptions)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Only the segments beside the selected one take a touch: tapping the selected one does nothing.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        let segment = Int(point.x / (bounds.width / CGFloat(segmentCount)))
        return segment != selectedIndex
    }
}
