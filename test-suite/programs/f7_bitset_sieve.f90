! A bit-packed sieve of Eratosthenes as in number-theory and graph codes that keep large
! boolean sets in INTEGER(INT64) words: odd numbers only, bit index arithmetic with ISHFT and
! IAND, IBSET/IBCLR/BTEST on 64-bit words, POPCNT for counting, set union/intersection with
! IOR/IAND/NOT, then twin primes, Goldbach partitions and a prime-gap record table.
module f7_bitset
  use, intrinsic :: iso_fortran_env, only: int64
  implicit none
  integer, parameter :: nmax = 20000, nwords = (nmax / 2) / 64 + 1
contains
  ! bit k (k >= 0) stands for the odd number 2k+1
  logical function is_set(bits, k)
    integer(int64), intent(in) :: bits(0:)
    integer, intent(in) :: k
    is_set = btest(bits(ishft(k, -6)), iand(k, 63))
  end function is_set

  subroutine clear_bit(bits, k)
    integer(int64), intent(inout) :: bits(0:)
    integer, intent(in) :: k
    bits(ishft(k, -6)) = ibclr(bits(ishft(k, -6)), iand(k, 63))
  end subroutine clear_bit

  logical function is_prime(bits, n)
    integer(int64), intent(in) :: bits(0:)
    integer, intent(in) :: n
    if (n == 2) then
      is_prime = .true.
    else if (n < 2 .or. mod(n, 2) == 0) then
      is_prime = .false.
    else
      is_prime = is_set(bits, (n - 1) / 2)
    end if
  end function is_prime
end module f7_bitset

program f7_bitset_sieve
  use f7_bitset
  implicit none
  integer(int64) :: sieve(0:nwords - 1), mod4(0:nwords - 1), both(0:nwords - 1)
  integer :: k, j, p, nprimes, ntwin, n, parts, lastp, gap, maxgap, ntop
  integer :: tail, first(11)

  sieve = not(0_int64)
  call clear_bit(sieve, 0)                 ! 1 is not prime
  ! clear the bits beyond nmax in the last word
  tail = nmax / 2
  do k = tail, 64 * nwords - 1
    call clear_bit(sieve, k)
  end do
  k = 1
  do while ((2 * k + 1)**2 <= nmax)
    if (is_set(sieve, k)) then
      p = 2 * k + 1
      do j = (p * p - 1) / 2, tail - 1, p
        call clear_bit(sieve, j)
      end do
    end if
    k = k + 1
  end do
  nprimes = 1 + sum(popcnt(sieve))
  print *, 'primes below', nmax, nprimes
  first = 2 * pack_first(sieve, 11) + 1
  print '(a, 12i6)', ' first', 2, first

  ! odd numbers congruent 1 mod 4 as a second bitset, intersected with the primes
  mod4 = 0
  do k = 0, tail - 1
    if (mod(2 * k + 1, 4) == 1) mod4(ishft(k, -6)) = ibset(mod4(ishft(k, -6)), iand(k, 63))
  end do
  both = iand(sieve, mod4)
  print *, 'primes 1 mod 4', sum(popcnt(both)), ' 3 mod 4', sum(popcnt(iand(sieve, not(mod4))))
  print *, 'union size', sum(popcnt(ior(sieve, mod4))), ' words', nwords

  ntwin = 0
  do k = 1, tail - 2
    if (is_set(sieve, k) .and. is_set(sieve, k + 1)) ntwin = ntwin + 1
  end do
  print *, 'twin pairs', ntwin

  do n = 100, 1000, 300
    parts = 0
    do p = 2, n / 2
      if (is_prime(sieve, p) .and. is_prime(sieve, n - p)) parts = parts + 1
    end do
    print *, 'goldbach', n, parts
  end do

  lastp = 2
  maxgap = 0
  ntop = 0
  do n = 3, nmax, 2
    if (.not. is_prime(sieve, n)) cycle
    gap = n - lastp
    if (gap > maxgap) then
      maxgap = gap
      ntop = ntop + 1
      write (*, '(a, i3, a, i6, a, i6)') ' record gap', gap, ' after', lastp, ' to', n
    end if
    lastp = n
  end do
  print *, 'largest prime', lastp, ' records', ntop
contains
  function pack_first(bits, cnt) result(idx)
    integer(int64), intent(in) :: bits(0:)
    integer, intent(in) :: cnt
    integer :: idx(cnt), kk, m
    m = 0
    kk = 1
    do while (m < cnt)
      if (is_set(bits, kk)) then
        m = m + 1
        idx(m) = kk
      end if
      kk = kk + 1
    end do
  end function pack_first
end program f7_bitset_sieve
