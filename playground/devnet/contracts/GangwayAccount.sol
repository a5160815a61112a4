// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";
import "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// The devnet's SimpleAccount (ERC-4337 v0.7) that also answers ERC-1271: a hash is signed when its owner signed it.
contract GangwayAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(hash, signature);
        if (failure == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// GangwayAccount's factory, with SimpleAccountFactory's interface (createAccount, getAddress) for the same clients.
contract GangwayAccountFactory {
    GangwayAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new GangwayAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (GangwayAccount account) {
        address known = getAddress(owner, salt);
        if (known.code.length > 0) return GangwayAccount(payable(known));
        account = GangwayAccount(
            payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), initCall(owner)))
        );
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args)));
    }

    function initCall(address owner) internal pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
