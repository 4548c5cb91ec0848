//
//  ShopViewController.swift
//  Shop
//

import UIKit
import Combine

/// The screen: no view of the dump is of its class, so the lab compiles none of it.
final class ShopViewController: UIViewController {
    private let store: ShopStore
    private var cancellables = Set<AnyCancellable>()

    init(store: ShopStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$promotion.sink { [weak self] promotion in self?.show(promotion) }.store(in: &cancellables)
    }

    private func show(_ promotion: Promotion?) {}
}
